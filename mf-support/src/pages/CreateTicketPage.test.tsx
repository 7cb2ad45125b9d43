import { screen } from '@testing-library/react';
import type { Session } from '@supabase/supabase-js';
import { argOf, fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { UploadError, uploadObject } from '@meridian/shared/lib/storage-upload';
import userEvent from '@testing-library/user-event';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { mailClient } from '../features/tickets/TicketForm';
import CreateTicketPage from './CreateTicketPage';
import { withCompanies } from '../testing/companies';

jest.mock('@meridian/shared/lib/storage-upload', () => ({
  ...jest.requireActual('@meridian/shared/lib/storage-upload'),
  uploadObject: jest.fn(),
}));

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

describe('CreateTicketPage for a signed-in client', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'screen.png', { type: 'image/png' });
  const session = { user: { id: 'user-1', email: 'client@example.com' } } as Session;
  const fullConfig = { ...config, supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon' } as AppConfig;

  async function renderSignedIn(respond: Parameters<typeof fakeSupabase>[0]['respond']) {
    const fake = fakeSupabase({ respond });
    await renderRemote(<CreateTicketPage />, {
      namespace: 'support',
      messages,
      path: '/create-ticket',
      auth: { status: 'signed-in', session, getClient: async () => withCompanies(fake.client) },
      wrap: (ui) => <AppConfigContext.Provider value={fullConfig}>{ui}</AppConfigContext.Provider>,
    });
    // The form shows once the company is known.
    expect(await screen.findByTestId('ticket-company')).toHaveTextContent('The ticket is opened for Northwind Traders');
    return { ...fake, user: userEvent.setup() };
  }

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Subject/), 'VPN down');
    await user.type(screen.getByLabelText(/^Description/), 'Since this morning');
  }

  beforeEach(() => jest.mocked(uploadObject).mockReset());

  it('uploads the attachment, stores the ticket, records the file on it and links to TKT-<number>', async () => {
    jest.mocked(uploadObject).mockImplementation(async ({ onProgress, file }) => onProgress?.(file.size, file.size));
    const { user, queries } = await renderSignedIn(({ table }) =>
      table === 'support_tickets' ? { data: { id: 'ticket-1', number: 1042 } } : { data: null },
    );
    await fillIn(user);
    await user.upload(screen.getByLabelText('Attachments (optional)', { selector: 'input' }), png());
    await screen.findByText('screen.png');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(await screen.findByRole('link', { name: 'Open TKT-1042' })).toHaveAttribute('href', '/support/tickets/1042');
    expect(screen.getByText('Ticket TKT-1042 was created.')).toBeInTheDocument();
    const upload = jest.mocked(uploadObject).mock.calls[0]![0];
    expect(upload).toMatchObject({ bucket: 'ticket-files', contentType: 'image/png', accessToken: 'user-token' });
    expect(upload.path).toMatch(/^user-1\/[0-9a-f-]{36}\.png$/);
    expect(queries.map((query) => query.table)).toEqual(['support_tickets', 'request_files']);
    expect(argOf(queries[0], 'insert')).toStrictEqual({
      company_id: 'c-northwind',
      subject: 'VPN down',
      category: 'technical',
      priority: 'medium',
      description: 'Since this morning',
    });
    expect(argOf(queries[1], 'insert')).toEqual([
      {
        bucket: 'ticket-files',
        object_path: upload.path,
        file_name: 'screen.png',
        content_type: 'image/png',
        size_bytes: 11,
        ticket_id: 'ticket-1',
      },
    ]);
    // the form is empty again for the next ticket
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('refuses a file whose content is not an accepted type, even named .pdf, and sends nothing for it', async () => {
    const { user } = await renderSignedIn(() => ({ data: null }));
    const fake = new File(['MZ this is a program'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attachments (optional)', { selector: 'input' }), fake);
    expect(await screen.findByText(/invoice\.pdf was not added: its content is not one of the accepted types/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it("says when the client's hourly upload limit takes the next file, and stores no ticket", async () => {
    jest.mocked(uploadObject).mockRejectedValue(new UploadError('clientRateLimited', 'upload_rate_limited', 1500));
    const { user, queries } = await renderSignedIn(() => ({ data: null }));
    await fillIn(user);
    await user.upload(screen.getByLabelText('Attachments (optional)', { selector: 'input' }), png());
    await screen.findByText('screen.png');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(await screen.findByText(/The files could not be uploaded/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'screen.png was not uploaded: you have uploaded 30 files in the last hour. You can upload another in 25 minutes, or remove the file to send without it.',
      ),
    ).toBeInTheDocument();
    expect(queries).toHaveLength(0);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('VPN down');
  });

  it('keeps what was typed and stores no ticket when an upload fails', async () => {
    jest.mocked(uploadObject).mockRejectedValue(new UploadError('network', 'offline'));
    const { user, queries } = await renderSignedIn(() => ({ data: null }));
    await fillIn(user);
    await user.upload(screen.getByLabelText('Attachments (optional)', { selector: 'input' }), png());
    await screen.findByText('screen.png');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(await screen.findByText(/The files could not be uploaded/)).toBeInTheDocument();
    expect(screen.getByText('screen.png could not be sent: the connection failed. Check it and try again.')).toBeInTheDocument();
    expect(queries).toHaveLength(0);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('VPN down');
    expect(screen.getByText('screen.png')).toBeInTheDocument();
  });

  it('removes the uploaded objects and keeps the draft when the ticket is refused, saying why in the shared words', async () => {
    jest.mocked(uploadObject).mockResolvedValue(undefined);
    const { user, storageCalls } = await renderSignedIn(({ table }) =>
      table === 'support_tickets' ? { error: { code: '42501', message: 'permission denied' } } : { data: null },
    );
    await fillIn(user);
    await user.upload(screen.getByLabelText('Attachments (optional)', { selector: 'input' }), png());
    await screen.findByText('screen.png');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(
      await screen.findByText(
        "You don't have access to this. If you think you should, sign in again or contact us. Your text and files are kept.",
      ),
    ).toBeInTheDocument();
    expect(storageCalls).toEqual([
      { bucket: 'ticket-files', method: 'remove', args: [[jest.mocked(uploadObject).mock.calls[0]![0].path]] },
    ]);
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Since this morning');
  });

  it.each([
    [{ code: 'PGRST303', message: 'JWT expired' }, 'Your session has ended. Sign in again to continue. Your text and files are kept.'],
    [{ code: 'P0001', message: 'too_many_files' }, 'At most 5 files can be attached. Remove some and try again.'],
    // The client's hourly limit on tickets: the figure and the wait the hint names (seconds, rounded up to minutes).
    [
      { code: 'PT429', message: 'too_many_tickets', details: 'At most 10 an hour.', hint: '720' },
      'You have opened 10 tickets in the last hour. You can open another in 12 minutes. Your text and files are kept.',
    ],
    [
      { code: 'PT429', message: 'too_many_tickets', details: 'At most 10 an hour.', hint: '59' },
      'You have opened 10 tickets in the last hour. You can open another in 1 minute. Your text and files are kept.',
    ],
  ])('explains a refusal %j', async (error, sentence) => {
    const { user } = await renderSignedIn(({ table }) => (table === 'support_tickets' ? { error } : { data: null }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('VPN down');
  });
});
