import { screen, within } from '@testing-library/react';
import { renderServicesAt } from '../testing/render-services';

describe('SubServicePage', () => {
  it('shows the breadcrumb, the four sections and View Full Details', async () => {
    await renderServicesAt('/services/ai/predictive-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Predictive Analytics' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent?.replace('/', '').trim())).toEqual([
      'Our Services',
      'AI Solutions',
      'Predictive Analytics',
    ]);
    expect(within(crumbs[1]!).getByRole('link')).toHaveAttribute('href', '/services/ai');
    expect(within(crumbs[2]!).getByText('Predictive Analytics')).toHaveAttribute('aria-current', 'page');
    for (const section of ['Key Features', 'Tools & Technologies', 'Industry Applications', 'Implementation Process'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Key Features' })).getByText('Demand forecasting')).toBeInTheDocument();
    const phases = within(screen.getByRole('region', { name: 'Implementation Process' })).getAllByRole('heading', { level: 3 });
    expect(phases.map((phase) => phase.textContent)).toEqual(['1.Discovery', '2.Planning', '3.Development', '4.Support']);
    expect(screen.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', '/services/ai/predictive-analytics/details');
  });

  it('looks up AI sub-services only, and leads back to AI Services', async () => {
    await renderServicesAt('/services/ai/infrastructure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to AI Services' })).toHaveAttribute('href', '/services/ai');
  });

  it.each(['/services/web/predictive-analytics', '/services/nope/frontend-development', '/services/web/%3Cimg%20src%3Dx%3E'])(
    'answers %s with Service Not Found and Return to Services',
    async (path) => {
      await renderServicesAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Services' })).toHaveAttribute('href', '/services');
      expect(document.querySelector('img')).toBeNull();
    },
  );
});
