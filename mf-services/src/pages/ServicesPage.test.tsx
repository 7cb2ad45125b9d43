import { screen, within } from '@testing-library/react';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { serviceIds } from '../content/services';
import ServicesPage from './ServicesPage';

describe('ServicesPage', () => {
  it('shows one card per service, each linking to its page', async () => {
    await renderRemote(<ServicesPage />, { namespace: 'services', messages, path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const cards = within(screen.getByTestId('service-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(17);
    expect(serviceIds).toHaveLength(17);
    const hrefs = cards.map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(serviceIds.map((id) => `/services/${id}`));
    expect(screen.getByRole('link', { name: 'Explore Cloud Services' })).toHaveAttribute('href', '/services/cloud');
  });
});
