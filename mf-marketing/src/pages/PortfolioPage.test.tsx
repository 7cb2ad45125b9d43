import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import portfolio from '../content/portfolio/en';
import messages from '../locales/en.json';
import PortfolioPage from './PortfolioPage';

describe('PortfolioPage', () => {
  beforeEach(async () => {
    await renderRemote(<PortfolioPage />, { namespace: 'marketing', messages });
    await screen.findByRole('heading', { level: 1, name: portfolio.title });
  });

  it('composes its sections in order, ending with the call to action', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      portfolio.industriesHeading,
      portfolio.expertiseHeading,
      portfolio.metricsHeading,
      portfolio.caseStudiesHeading,
      portfolio.cta.heading,
    ]);
    expect(screen.getByRole('link', { name: portfolio.cta.button })).toHaveAttribute('href', '/contact');
  });

  it('shows each industry with its tables, and badges coloured by level', () => {
    const [industry] = portfolio.industries;
    const card = screen.getByRole('region', { name: new RegExp(`^${industry.name}`) });
    expect(within(card).getAllByRole('table')).toHaveLength(3);
    const technologies = within(card).getByRole('table', { name: `Technology Implementation: ${industry.name}` });
    expect(within(technologies).getAllByText('Expert')[0]).toHaveClass('ui-badge', 'mk:bg-green-100');
    expect(within(technologies).getByText('Advanced')).toHaveClass('ui-badge', 'mk:bg-blue-100');
  });

  it('opens and closes the case study details', async () => {
    const button = screen.getByRole('button', { name: 'Show case study details' });
    expect(screen.getByText(portfolio.caseStudy.challenge)).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(portfolio.caseStudy.challenge)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide case study details' }));
    expect(screen.getByText(portfolio.caseStudy.challenge)).not.toBeVisible();
  });
});

describe('PortfolioPage pressed before hydration (counted by the inline script)', () => {
  afterEach(() => delete window.__meridianEarlyClicks);

  it.each([
    [1, 'true'],
    [2, 'false'],
  ])('Show details pressed %i times leaves the details expanded: %s', async (clicks, expanded) => {
    window.__meridianEarlyClicks = { 'case-study-details': clicks };
    await renderRemote(<PortfolioPage />, { namespace: 'marketing', messages });
    await screen.findByRole('heading', { level: 1, name: portfolio.title });
    expect(screen.getByRole('button', { name: /case study details$/ })).toHaveAttribute('aria-expanded', expanded);
  });
});
