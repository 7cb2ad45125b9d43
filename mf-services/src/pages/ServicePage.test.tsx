import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServicesAt } from '../testing/render-services';

describe('ServicePage', () => {
  it('shows the service with key features, a technologies table and links to its sub-services', async () => {
    await renderServicesAt('/services/ai');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Solutions' })).toBeInTheDocument();
    expect(document.title).toBe('AI Solutions | Meridian IT Services');
    const features = screen.getByRole('region', { name: 'Key Features' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Technologies we use for AI Solutions' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'MLOps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Predictive Analytics' })).toHaveAttribute('href', '/services/ai/predictive-analytics');
    expect(screen.getByRole('link', { name: 'Explore Computer Vision' })).toHaveAttribute('href', '/services/ai/computer-vision');
    expect(screen.queryByTestId('fixed-dark-page')).not.toBeInTheDocument();
  });

  it.each(['unknown', 'AI', 'ai%00', '..%2F..%2Fetc', '<script>alert(1)</script>', 'x'.repeat(5000), 'κλάουντ'])(
    'answers the id %s with Service Not Found and a way back to Services',
    async (id) => {
      const { probe } = await renderServicesAt(`/services/${encodeURIComponent(id)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('link', { name: 'Return to Services' }));
      expect(probe.location?.pathname).toBe('/services');
    },
  );
});
