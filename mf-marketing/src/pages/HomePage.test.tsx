import { screen, within } from '@testing-library/react';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import company from '../content/company/en';
import messages from '../locales/en.json';
import HomePage from './HomePage';

describe('HomePage', () => {
  beforeEach(async () => {
    await renderRemote(<HomePage />, { namespace: 'marketing', messages });
  });

  it('offers a consultation and the services from the hero', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Technology that keeps your business moving');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
  });

  it.each([
    ['200+', 'Clients Served'],
    ['15+', 'Years Experience'],
    ['99.9%', 'Uptime Guaranteed'],
    ['24/7', 'Support Available'],
  ])('states %s %s', (value, label) => {
    const term = screen.getByText(label);
    expect(term.nextElementSibling).toHaveTextContent(value);
  });

  it('ends with a call to action to the contact page', () => {
    expect(screen.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  });
});

describe('HomePage pressed before hydration (counted by the inline script)', () => {
  afterEach(() => delete window.__meridianEarlyClicks);

  it('opens the second success story when its Read the story was pressed', async () => {
    window.__meridianEarlyClicks = { 'story-1': 1 };
    await renderRemote(<HomePage />, { namespace: 'marketing', messages });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(company.successStories.stories[1]!.title);
  });
});
