import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import { openLiveChatEvent } from '@meridian/shared/runtime/events';
import messages from '../locales/en.json';
import SupportPortalPage from './SupportPortalPage';

function rowIds() {
  const table = screen.queryByRole('table', { name: 'Example support tickets' });
  return table
    ? within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
    : [];
}

describe('SupportPortalPage', () => {
  beforeEach(async () => {
    await renderRemote(<SupportPortalPage />, { namespace: 'support', messages, path: '/support' });
  });

  it.each([
    ['Create Ticket', '/create-ticket'],
    ['View Documentation', '/documentation'],
    ['Emergency Support', '/emergency-support'],
  ])('links the %s tile to %s', (name, href) => {
    expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  });

  it('raises openLiveChat from the Live Chat tile', async () => {
    const listener = jest.fn();
    window.addEventListener(openLiveChatEvent, listener);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Live Chat/ }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(openLiveChatEvent, listener);
  });

  it('lists the three sample tickets with text badges and relative update times', () => {
    expect(rowIds()).toEqual(['TKT-001', 'TKT-002', 'TKT-003']);
    const first = screen.getByRole('row', { name: /TKT-001/ });
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('High');
    expect(first).toHaveTextContent('Technical');
    expect(first).toHaveTextContent('2 hours ago');
    expect(screen.getByRole('row', { name: /TKT-002/ })).toHaveTextContent('yesterday');
  });

  it('applies the status filter and the search together, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'resolved');
    expect(rowIds()).toEqual(['TKT-003']);
    await user.type(screen.getByLabelText('Search tickets'), 'VPN');
    expect(rowIds()).toEqual([]);
    expect(screen.getByText('No tickets match your search and filter.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(rowIds()).toEqual(['TKT-001']);
    expect(screen.getByRole('status')).toHaveTextContent('1 ticket shown');
  });

  it('treats hostile search text as text', async () => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search tickets'), '<script>alert(1)</script>(*\\[[');
    expect(rowIds()).toEqual([]);
    expect(document.querySelector('script')).toBeNull();
  });

  it('links the resources grid to existing pages', () => {
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(
      within(resources)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/documentation', '/faq', '/service-agreement', '/security-policy']);
  });
});
