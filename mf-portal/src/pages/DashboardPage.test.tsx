import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import { openLiveChatEvent } from '@meridian/shared/runtime/events';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import messages from '../locales/en.json';
import DashboardPage from './DashboardPage';

const config = {
  contact: { phone: '+1 555-010-2000', email: 'support@meridian.example' },
} as AppConfig;

function fakeClient() {
  const order = jest.fn().mockResolvedValue({ data: [], error: null });
  const signOut = jest.fn().mockResolvedValue({ error: null });
  const client = {
    rpc: jest.fn().mockResolvedValue({ data: { enabled: false, verified: false }, error: null }),
    from: () => ({ select: () => ({ order }) }),
    auth: { signOut },
  };
  return { client: client as unknown as SupabaseClient, signOut };
}

async function renderDashboard(userId = 'user-1') {
  const { client, signOut } = fakeClient();
  const session = { user: { id: userId, email: `${userId}@example.com` } } as Session;
  const auth = { status: 'signed-in' as const, session, getClient: async () => client, rememberSession: async () => {} };
  const result = await renderRemote(<DashboardPage />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    routes: { '/contact': <h1>Contact stub</h1>, '/documentation': <h1>Documentation stub</h1> },
    wrap: (ui) => (
      <AppConfigContext.Provider value={config}>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </AppConfigContext.Provider>
    ),
  });
  await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' });
  return { ...result, signOut };
}

function pdf(name: string, bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('DashboardPage', () => {
  it('links to the account security page', async () => {
    await renderDashboard();
    expect(screen.getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/account');
  });

  it('links Schedule Meeting to /contact and View Documents to /documentation', async () => {
    await renderDashboard();
    expect(screen.getByRole('link', { name: /^Schedule Meeting/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /^View Documents/ })).toHaveAttribute('href', '/documentation');
  });

  it('opens the chat widget from the Live Chat tile and the live chat card', async () => {
    await renderDashboard();
    const listener = jest.fn();
    window.addEventListener(openLiveChatEvent, listener);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Live Chat/ }));
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(openLiveChatEvent, listener);
  });

  it('shows the support channels with the configured phone and e-mail', async () => {
    await renderDashboard();
    const support = screen.getByRole('region', { name: 'Need help?' });
    expect(within(support).getByText(/available 24\/7/)).toBeInTheDocument();
    expect(within(support).getByText(/within 24 hours/)).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: '+1 555-010-2000' })).toHaveAttribute('href', 'tel:+15550102000');
    expect(within(support).getByRole('link', { name: 'support@meridian.example' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.example',
    );
  });

  it('switches between Active Projects and Proposals with the arrow keys', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    const projects = screen.getByRole('tab', { name: 'Active Projects' });
    expect(projects).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no projects with us yet.')).toBeInTheDocument();
    projects.focus();
    await user.keyboard('{ArrowRight}');
    const proposals = screen.getByRole('tab', { name: 'Proposals' });
    expect(proposals).toHaveFocus();
    expect(proposals).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('You have not prepared a proposal in this session.');
    await user.keyboard('{ArrowLeft}');
    expect(projects).toHaveAttribute('aria-selected', 'true');
  });

  it('signs out through the shared client', async () => {
    const { signOut } = await renderDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('Upload Proposal dialog', () => {
  it('opens as a labelled modal, keeps focus inside and closes on Escape, returning focus to the tile', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    const tile = screen.getByRole('button', { name: /^Upload Proposal/ });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Proposal' });
    expect(within(dialog).getByLabelText(/^Project title/)).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('asks for a title and a document before uploading, and sends nothing until they are there', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Upload Proposal/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByLabelText(/^Project title/)).toHaveAccessibleDescription('Enter a project title.');
    expect(within(dialog).getByLabelText(/^Project title/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^Project title/), 'New ERP rollout');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Add at least one PDF or Word document.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose files' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('accepts PDF and Word files, refuses others with a reason, and adds the proposal to the Proposals tab', async () => {
    await renderDashboard();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: /^Upload Proposal/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Project title/), '<script>alert(1)</script> Data platform');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Data Analytics' }));
    const input = within(dialog).getByLabelText('Proposal documents', { selector: 'input' });
    await user.upload(input, [
      pdf('brief.pdf'),
      new File(['x'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }),
      pdf('huge.pdf', 11 * 1024 * 1024),
    ]);
    expect(await within(dialog).findByText('virus.exe is not a PDF or Word document.')).toBeInTheDocument();
    expect(within(dialog).getByText('huge.pdf is larger than 10 MB.')).toBeInTheDocument();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen documents' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('brief.pdf (2 kB)'), expect.stringContaining('notes.docx')]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove notes.docx' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Proposal “<script>alert(1)</script> Data platform” added');
    expect(screen.getByRole('tab', { name: 'Proposals (1)' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: '<script>alert(1)</script> Data platform' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Cloud Solutions and Data Analytics');
    expect(panel).toHaveTextContent('brief.pdf (2 kB)');
    expect(panel).toHaveTextContent('e-mail the documents to support@meridian.example');
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps the draft when closed with Escape and discards it on Cancel', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    const open = () => user.click(screen.getByRole('button', { name: /^Upload Proposal/ }));
    await open();
    await user.type(await screen.findByLabelText(/^Project title/), 'Draft title');
    await user.click(screen.getByRole('checkbox', { name: 'Cloud Solutions' }));
    await user.upload(screen.getByLabelText('Proposal documents', { selector: 'input' }), pdf('brief.pdf'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    expect(await screen.findByLabelText(/^Project title/)).toHaveValue('Draft title');
    expect(screen.getByRole('checkbox', { name: 'Cloud Solutions' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Chosen documents' })).toHaveTextContent('brief.pdf');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    expect(await screen.findByLabelText(/^Project title/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Cloud Solutions' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Chosen documents' })).not.toBeInTheDocument();
  });
});
