import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import messages from '../locales/en.json';
import { mailClient } from '../features/tickets/TicketForm';
import CreateTicketPage from './CreateTicketPage';

const config = { contact: { phone: '+62 21-5098-7654', email: 'support@meridian-it.example' } } as AppConfig;

async function renderPage() {
  const open = jest.spyOn(mailClient, 'open').mockImplementation(() => {});
  await renderRemote(<CreateTicketPage />, {
    namespace: 'support',
    messages,
    path: '/create-ticket',
    wrap: (ui) => <AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>,
  });
  return open;
}

describe('CreateTicketPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links back to the portal and starts with technical / medium', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Back to Support Portal' })).toHaveAttribute('href', '/support');
    expect(screen.getByLabelText('Category')).toHaveValue('technical');
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
  });

  it('shows errors beside empty required fields and opens nothing', async () => {
    const open = await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Subject/), '   ');
    await user.click(screen.getByRole('button', { name: 'Open in e-mail app' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByLabelText(/^Subject/)).toHaveFocus();
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(/This field is required\./);
    expect(open).not.toHaveBeenCalled();
  });

  it('counts characters and stops at the limit', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Subject/));
    await user.paste('x'.repeat(10_000));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('x'.repeat(150));
    expect(screen.getByText('150 of 150 characters')).toBeInTheDocument();
  });

  it('opens a mailto: link to support with the encoded subject and a body built from the form', async () => {
    const open = await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Subject/), 'Invoice #7 & VAT? 🚀');
    await user.selectOptions(screen.getByLabelText('Category'), 'billing');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.type(screen.getByLabelText(/^Description/), '<b>100%</b> wrong{Enter}Second line');
    await user.click(screen.getByRole('button', { name: 'Open in e-mail app' }));
    expect(open).toHaveBeenCalledTimes(1);
    const href = open.mock.calls[0]![0];
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@meridian-it.example');
    const params = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Invoice #7 & VAT? 🚀');
    expect(params.get('body')).toBe('Category: Billing\r\nPriority: High\r\n\r\n<b>100%</b> wrong\r\nSecond line');
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail app should now open');
    expect(document.querySelector('#main b, form b')).toBeNull();
  });

  it('keeps the link on screen after opening, and clears it once the ticket is edited', async () => {
    const open = await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Subject/), 'Printer');
    await user.type(screen.getByLabelText(/^Description/), 'Out of paper');
    await user.click(screen.getByRole('button', { name: 'Open in e-mail app' }));
    const again = screen.getByRole('link', { name: 'Open the e-mail again' });
    expect(again).toHaveAttribute('href', open.mock.calls[0]![0]);
    expect(screen.getByRole('status')).toHaveTextContent('If it does not, write to support@meridian-it.example.');
    await user.selectOptions(screen.getByLabelText('Priority'), 'low');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Open in e-mail app' }));
    expect(open).toHaveBeenCalledTimes(2);
    await user.type(screen.getByLabelText(/^Subject/), '!');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the rule beside a field again as the visitor fixes it', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open in e-mail app' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('This field is required. 0 of 150 characters');
    await user.type(screen.getByLabelText(/^Subject/), 'Printer');
    expect(screen.getByLabelText(/^Subject/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('7 of 150 characters');
  });
});
