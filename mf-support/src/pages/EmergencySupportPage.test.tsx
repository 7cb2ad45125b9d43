import { screen, within } from '@testing-library/react';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import EmergencySupportPage from './EmergencySupportPage';

const config = { contact: { phone: '+62 21-5098-7654', email: 'support@meridian-it.example' } } as AppConfig;

describe('EmergencySupportPage', () => {
  beforeEach(async () => {
    await renderRemote(<EmergencySupportPage />, {
      namespace: 'support',
      messages,
      path: '/emergency-support',
      wrap: (ui) => <AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>,
    });
  });

  it('shows the 24/7 banner and the configured phone and e-mail', () => {
    expect(screen.getByRole('note')).toHaveTextContent('24/7');
    expect(screen.getByRole('link', { name: '+62 21-5098-7654' })).toHaveAttribute('href', 'tel:+622150987654');
    expect(screen.getByRole('link', { name: 'support@meridian-it.example' })).toHaveAttribute('href', 'mailto:support@meridian-it.example');
  });

  it('lists the four response steps in order, with the 15-minute response', () => {
    const steps = within(screen.getByRole('region', { name: 'How we respond' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Initial contact', 'Immediate response', 'Issue resolution', 'Follow-up']);
    expect(screen.getByRole('region', { name: 'How we respond' })).toHaveTextContent('within 15 minutes');
  });

  it('separates emergencies from issues that should be tickets', () => {
    expect(within(screen.getByRole('region', { name: 'Emergencies' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: /^Not emergencies/ })).getAllByRole('listitem')).toHaveLength(4);
  });
});
