import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import { openLiveChatEvent } from '@meridian/shared/runtime/events';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { uploadObject } from '@meridian/shared/lib/storage-upload';
import { argOf, called, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import type { Company } from '@meridian/shared/runtime/company';
import { contoso, northwind } from '@meridian/shared/testing/companies';
import { pdf } from '../testing/files';
import DashboardPage from './DashboardPage';

// jsdom has no XHR to Storage: uploads succeed at once; the rest of the upload path is real.
jest.mock('@meridian/shared/lib/storage-upload', () => ({
  ...jest.requireActual('@meridian/shared/lib/storage-upload'),
  uploadObject: jest.fn(async () => {}),
}));

beforeEach(() => jest.mocked(uploadObject).mockClear());

const config = {
  supabaseUrl: 'https://project.example',
  supabaseAnonKey: 'anon-key',
  contact: { phone: '+1 555-010-2000', email: 'support@meridian.example' },
} as AppConfig;

const storedProposal = {
  id: 'p1',
  title: '<script>alert(1)</script> Data platform',
  services: ['cloud', 'data'],
  status: 'submitted',
  status_note: null,
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
};

/** The database of one client in `companies` (Northwind Traders): projects none, `openTickets` open tickets, and what they send. */
function fakeDatabase({
  openTickets = 0,
  companies = [northwind],
  respond,
}: {
  openTickets?: number;
  companies?: Company[];
  respond?: (query: FakeQuery) => FakeAnswer | Promise<FakeAnswer> | undefined;
} = {}) {
  const proposals: (typeof storedProposal)[] = [];
  const files: Record<string, unknown>[] = [];
  const fake = fakeSupabase({
    respond: async (query) => {
      const answer = await respond?.(query);
      if (answer) return answer;
      if (query.table === 'support_tickets') return { data: null, count: openTickets };
      if (query.table === 'proposals' && called(query, 'insert')) {
        proposals.unshift({ ...storedProposal, ...(argOf(query, 'insert') as object) });
        return { data: proposals[0] };
      }
      if (query.table === 'proposals') return { data: [...proposals] };
      if (query.table === 'request_files' && called(query, 'insert')) {
        files.push(...(argOf(query, 'insert') as Record<string, unknown>[]).map((file, index) => ({ id: `f${index}`, ...file })));
        return {};
      }
      if (query.table === 'request_files') return { data: [...files] };
      return { data: [] };
    },
  });
  const signOut = jest.fn().mockResolvedValue({ error: null });
  const client = Object.assign(fake.client, {
    rpc: jest.fn(async (name: string) =>
      name === 'my_companies' ? { data: companies, error: null } : { data: { enabled: false, verified: false }, error: null },
    ),
    auth: { ...fake.client.auth, signOut, getUser: async () => ({ data: { user: null }, error: null }) },
  });
  return { ...fake, client, signOut, companies };
}

async function renderDashboard(database = fakeDatabase(), userId = 'user-1', appMetadata: Record<string, unknown> = {}) {
  const session = { user: { id: userId, email: `${userId}@example.com`, app_metadata: appMetadata } } as Session;
  const result = await renderRemote(<DashboardPage />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    routes: { '/contact': <h1>Contact stub</h1>, '/documentation': <h1>Documentation stub</h1>, '/support': <h1>Support stub</h1> },
    auth: { status: 'signed-in', session, getClient: async () => database.client },
    wrap: (ui) => <AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>,
  });
  await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' });
  // The company's part of the page shows once the memberships are read.
  if (database.companies.length > 0) await screen.findByTestId('dashboard-company');
  const common = (key: string) => result.i18n.t(key, { ns: 'common' });
  return { ...result, ...database, common };
}

beforeEach(() => window.localStorage.clear());

/** The company_id filter of a recorded read. */
const companyOf = (query: FakeQuery) => query.calls.find((call) => call.method === 'eq' && call.args[0] === 'company_id')?.args[1];

describe('DashboardPage', () => {
  it('names the company under the title and links to its Company page', async () => {
    await renderDashboard();
    expect(await screen.findByTestId('dashboard-company')).toHaveTextContent('Company: Northwind Traders');
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/company');
    // One company: nothing to switch between.
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });

  it("reads only the chosen company's data, and reads the other company's when switched", async () => {
    const { queries } = await renderDashboard(fakeDatabase({ companies: [northwind, contoso] }));
    await screen.findByText('You have no projects with us yet.');
    const reads = () =>
      queries
        .filter((query) => !called(query, 'insert') && query.table !== 'request_files')
        .map((query) => [query.table, companyOf(query)]);
    expect(reads()).toEqual(
      expect.arrayContaining([
        ['support_tickets', northwind.id],
        ['proposals', northwind.id],
        ['client_projects', northwind.id],
      ]),
    );
    expect(reads().every(([, company]) => company === northwind.id)).toBe(true);

    const before = queries.length;
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Contoso Health');
    expect(await screen.findByTestId('dashboard-company')).toHaveTextContent('Contoso Health');
    await waitFor(() =>
      expect(reads().slice(before)).toEqual(
        expect.arrayContaining([
          ['support_tickets', contoso.id],
          ['proposals', contoso.id],
          ['client_projects', contoso.id],
        ]),
      ),
    );
  });

  it('asks for two-step sign-in when the company requires it, and reads none of its data', async () => {
    const { queries } = await renderDashboard(
      fakeDatabase({ companies: [{ ...northwind, require_second_factor: true, second_factor_enabled: false }] }),
    );
    expect(await screen.findByRole('link', { name: 'Turn on two-step sign-in' })).toHaveAttribute('href', '/account#two-step');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(queries.map((query) => query.table)).toEqual([]);
  });

  it('keeps the loading frame until the memberships are known, then shows the company and its data at once', async () => {
    let answer!: (companies: Company[]) => void;
    const database = fakeDatabase();
    const mfa = database.client.rpc.getMockImplementation()!;
    database.client.rpc.mockImplementation(async (name: string) =>
      name === 'my_companies' ? { data: await new Promise<Company[]>((resolve) => (answer = resolve)), error: null } : mfa(name),
    );
    await renderDashboard({ ...database, companies: [] });
    await waitFor(() => expect(database.client.rpc).toHaveBeenCalledWith('my_companies'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your requests at a glance' })).not.toBeInTheDocument();
    await act(async () => answer([northwind]));
    expect(await screen.findByTestId('dashboard-company')).toHaveTextContent('Northwind Traders');
    expect(screen.getByRole('region', { name: 'Your requests at a glance' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active Projects' })).toBeInTheDocument();
  });

  it('tells a person in no company how to get one, and reads nothing', async () => {
    const { queries } = await renderDashboard(fakeDatabase({ companies: [] }));
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('links to the account security page', async () => {
    await renderDashboard();
    expect(screen.getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/account');
  });

  it('offers the staff workspace to staff only', async () => {
    const { unmount } = await renderDashboard();
    expect(screen.queryByRole('link', { name: 'Staff workspace' })).not.toBeInTheDocument();
    unmount();
    await renderDashboard(fakeDatabase(), 'staff-1', { staff: true });
    expect(screen.getByRole('link', { name: 'Staff workspace' })).toHaveAttribute('href', '/staff');
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
    act(() => projects.focus());
    await user.keyboard('{ArrowRight}');
    const proposals = screen.getByRole('tab', { name: 'Proposals' });
    expect(proposals).toHaveFocus();
    expect(proposals).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByText('You have not sent us a proposal yet.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(projects).toHaveAttribute('aria-selected', 'true');
  });

  it('signs out through the shared client', async () => {
    const { signOut } = await renderDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('Request summary', () => {
  it('counts the open tickets (open or in progress) with a link to the support portal', async () => {
    const { queries } = await renderDashboard(fakeDatabase({ openTickets: 2 }));
    const summary = screen.getByRole('region', { name: 'Your requests at a glance' });
    const link = await within(summary).findByRole('link', { name: 'Open tickets: 2' });
    expect(link).toHaveAttribute('href', '/support');
    const count = queries.find((query) => query.table === 'support_tickets')!;
    expect(count.calls).toEqual([
      { method: 'select', args: ['id', { count: 'exact', head: true }] },
      { method: 'eq', args: ['company_id', northwind.id] },
      { method: 'neq', args: ['status', 'resolved'] },
    ]);
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Support stub' })).toBeInTheDocument();
  });

  it('says while it counts, and when a count failed', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let answerTickets: (answer: FakeAnswer) => void = () => {};
    const database = fakeDatabase({
      respond: (query) =>
        query.table === 'support_tickets'
          ? new Promise<FakeAnswer>((resolve) => (answerTickets = resolve))
          : query.table === 'proposals'
            ? { error: { message: 'offline' } }
            : undefined,
    });
    await renderDashboard(database);
    const summary = screen.getByRole('region', { name: 'Your requests at a glance' });
    expect(within(summary).getByRole('link', { name: 'Open tickets: counting…' })).toHaveAttribute('aria-busy', 'true');
    expect(await within(summary).findByRole('button', { name: 'Proposals: could not be counted' })).toBeInTheDocument();
    answerTickets({ error: { message: 'offline' } });
    expect(await within(summary).findByRole('link', { name: 'Open tickets: could not be counted' })).toHaveAttribute('href', '/support');
    jest.restoreAllMocks();
  });

  it('counts the proposals, and its button opens the Proposals tab', async () => {
    const database = fakeDatabase({
      respond: (query) => (query.table === 'proposals' ? { data: [storedProposal] } : undefined),
    });
    await renderDashboard(database);
    const button = await screen.findByRole('button', { name: 'Proposals: 1' });
    await userEvent.setup().click(button);
    const tab = screen.getByRole('tab', { name: 'Proposals (1)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: storedProposal.title })).toBeInTheDocument();
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

  it('sends the proposal, announces it, shows it in the Proposals tab and counts it', async () => {
    const { queries } = await renderDashboard();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Proposals: 0' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Upload Proposal/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Project title/), storedProposal.title);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Data Analytics' }));
    await user.upload(within(dialog).getByLabelText('Proposal documents', { selector: 'input' }), pdf('brief.pdf'));
    await within(dialog).findByText('brief.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploadObject).toHaveBeenCalledTimes(1);
    expect(queries.filter((query) => called(query, 'insert')).map((query) => query.table)).toEqual(['proposals', 'request_files']);
    expect(
      argOf(
        queries.find((query) => query.table === 'proposals' && called(query, 'insert')),
        'insert',
      ),
    ).toEqual({
      company_id: northwind.id,
      title: storedProposal.title,
      services: ['cloud', 'data'],
    });
    expect(screen.getByText(`Proposal “${storedProposal.title}” was sent.`)).toHaveAttribute('role', 'status');
    const tab = await screen.findByRole('tab', { name: 'Proposals (1)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Proposals: 1' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: storedProposal.title })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Submitted');
    expect(panel).toHaveTextContent('Cloud Solutions and Data Analytics');
    expect(panel).toHaveTextContent('brief.pdf (2 kB)');
    expect(within(panel).getByRole('button', { name: 'Download brief.pdf' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps the draft when closed with Escape and discards it on Cancel', async () => {
    const { common } = await renderDashboard();
    const user = userEvent.setup();
    const open = () => user.click(screen.getByRole('button', { name: /^Upload Proposal/ }));
    await open();
    await user.type(await screen.findByLabelText(/^Project title/), 'Draft title');
    await user.click(screen.getByRole('checkbox', { name: 'Cloud Solutions' }));
    await user.upload(screen.getByLabelText('Proposal documents', { selector: 'input' }), pdf('brief.pdf'));
    await screen.findByText('brief.pdf');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    expect(await screen.findByLabelText(/^Project title/)).toHaveValue('Draft title');
    expect(screen.getByRole('checkbox', { name: 'Cloud Solutions' })).toBeChecked();
    expect(screen.getByRole('list', { name: common('files.chosen') })).toHaveTextContent('brief.pdf');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    expect(await screen.findByLabelText(/^Project title/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Cloud Solutions' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: common('files.chosen') })).not.toBeInTheDocument();
    expect(uploadObject).not.toHaveBeenCalled();
  });
});
