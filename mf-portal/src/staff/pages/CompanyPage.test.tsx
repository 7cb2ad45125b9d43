import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, called, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff } from '../testing/staff';
import CompanyPage from './CompanyPage';
import type { StaffProject } from '../features/companies/staff-projects';

const project = (fields: Partial<StaffProject>): StaffProject => ({
  id: 'p1',
  client_id: null,
  company_id: 'co-1',
  title: 'Cloud migration',
  description: 'Move the ERP to the cloud.',
  status: 'in-progress',
  priority: 'high',
  progress: 40,
  start_date: '2026-01-15',
  end_date: null,
  budget: 150000,
  created_at: '2026-01-01T00:00:00Z',
  ...fields,
});
const projects = [
  project({ id: 'p2', title: 'Data lake', status: 'pending', priority: 'low', progress: 0, start_date: null, budget: 0 }),
  project({}),
];
const company = { id: 'co-1', name: 'Northwind Traders', require_second_factor: true, created_at: '2026-01-05T10:00:00Z' };
const members = [
  { user_id: 'u1', email: 'ana@northwind.test', role: 'owner', joined_at: '2026-01-05T10:00:00Z' },
  { user_id: 'u2', email: 'budi@northwind.test', role: 'member', joined_at: '2026-02-10T10:00:00Z' },
];
const invitations = [
  {
    id: 'i1',
    email: 'citra@northwind.test',
    role: 'member',
    invited_by_email: 'ana@northwind.test',
    created_at: '2026-11-25T10:00:00Z',
    expires_at: '2099-12-02T10:00:00Z',
  },
  // staff invited (no inviter address), and it is past its date
  {
    id: 'i0',
    email: 'old@northwind.test',
    role: 'owner',
    invited_by_email: null,
    created_at: '2026-01-01T10:00:00Z',
    expires_at: '2026-01-08T10:00:00Z',
  },
];
const tickets = [
  {
    id: 't1',
    number: 1042,
    subject: 'VPN down',
    status: 'open',
    opened_by_email: 'budi@northwind.test',
    updated_at: '2026-11-21T08:00:00Z',
  },
];
const proposals = [
  {
    id: 'pr1',
    title: 'Managed backups',
    status: 'under_review',
    submitted_by_email: 'ana@northwind.test',
    created_at: '2026-11-20T09:30:00Z',
  },
];
const history = [
  {
    id: 2,
    item_type: 'company',
    item_id: 'co-1',
    actor_id: 'u1',
    actor_email: 'ana@northwind.test',
    action: 'role_changed',
    changes: { member: { from: 'budi@northwind.test', to: 'budi@northwind.test' }, role: { from: 'member', to: 'owner' } },
    changed_at: '2026-11-22T10:00:00Z',
  },
  {
    id: 1,
    item_type: 'company',
    item_id: 'co-1',
    actor_id: 'u2',
    actor_email: 'budi@northwind.test',
    action: 'member_added',
    changes: { member: { from: null, to: 'budi@northwind.test' }, role: { from: null, to: 'member' } },
    changed_at: '2026-02-10T10:00:00Z',
  },
];

/** The company's reads by table; `write` answers a project's insert or update. */
async function renderPage({
  companyId = 'co-1',
  write = () => ({ data: [{ id: 'p1' }] }),
  answers = {},
}: { companyId?: string; write?: (query: FakeQuery) => FakeAnswer; answers?: Record<string, FakeAnswer> } = {}) {
  const fake = fakeSupabase({
    respond: (query) => {
      if (answers[query.table]) return answers[query.table]!;
      switch (query.table) {
        case 'client_projects':
          return called(query, 'insert') || called(query, 'update') ? write(query) : { data: projects };
        case 'companies':
          return { data: companyId === 'co-1' ? company : null };
        case 'company_members':
          return { data: members };
        case 'company_invitations':
          return { data: invitations };
        case 'support_tickets':
          return { data: tickets };
        case 'proposals':
          return { data: proposals };
        case 'staff_changes':
          return { data: history };
        default:
          return { data: [] };
      }
    },
  });
  const view = await renderStaff(<CompanyPage />, {
    client: fake.client,
    path: `/staff/companies/${companyId}`,
    route: '/staff/companies/:companyId',
    extra: records,
  });
  const writes = () => fake.queries.filter((query) => called(query, 'insert') || called(query, 'update'));
  const reads = () =>
    fake.queries.filter((query) => query.table === 'client_projects' && called(query, 'select') && !called(query, 'update'));
  const filters = (table: string) => fake.queries.find((query) => query.table === table)?.calls.filter((call) => call.method !== 'select');
  return { ...view, queries: fake.queries, writes, reads, filters };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

/** Fills the project form (every field replaced). */
async function fill(values: Partial<Record<'title' | 'description' | 'progress' | 'budget' | 'start' | 'end', string>>) {
  const user = userEvent.setup({ delay: null });
  const fields = {
    title: /^Title/,
    description: /^Description/,
    progress: /^Progress \(%\)/,
    budget: /^Budget \(US dollars\)/,
    start: 'Start date',
    end: 'End date',
  } as const;
  for (const [key, value] of Object.entries(values)) {
    const control = field(fields[key as keyof typeof fields]);
    await user.clear(control);
    if (value) await user.type(control, value);
  }
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('CompanyPage', () => {
  it('says when there is no such company, with a link back', async () => {
    const { queries } = await renderPage({ companyId: 'nobody' });
    expect(await screen.findByText('There is no such company.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', '/staff/companies');
    expect(queries.map((query) => query.table)).toEqual(['companies']);
  });

  it('names the company, since when it is a client and its policy, then its members and pending invitations', async () => {
    const { filters } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeInTheDocument();
    expect(screen.getByText('Client since January 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Two-step sign-in is required of every member.')).toBeInTheDocument();

    const membersTable = await screen.findByRole('table', { name: 'Members, first joined first' });
    expect(within(screen.getByRole('region', { name: 'Members' })).getByRole('table')).toBe(membersTable);
    expect(cellsOf(membersTable)).toEqual([
      ['ana@northwind.test', 'Owner', 'Jan 5, 2026'],
      ['budi@northwind.test', 'Member', 'Feb 10, 2026'],
    ]);
    expect(filters('company_members')).toEqual([
      { method: 'eq', args: ['company_id', 'co-1'] },
      { method: 'order', args: ['joined_at', { ascending: true }] },
    ]);

    const invitationsTable = await screen.findByRole('table', { name: 'Pending invitations, newest first' });
    expect(cellsOf(invitationsTable)).toEqual([
      ['citra@northwind.test', 'Member', 'ana@northwind.test', 'Dec 2, 2099'],
      ['old@northwind.test', 'Owner', 'Meridian staff', 'Expired on Jan 8, 2026'],
    ]);
    // Only invitations still waiting: neither used nor withdrawn.
    expect(filters('company_invitations')).toEqual([
      { method: 'eq', args: ['company_id', 'co-1'] },
      { method: 'is', args: ['accepted_at', null] },
      { method: 'is', args: ['withdrawn_at', null] },
      { method: 'order', args: ['created_at', { ascending: false }] },
    ]);
  });

  it("lists the company's tickets and proposals with who opened or submitted each, linked to their pages", async () => {
    const { filters } = await renderPage();
    const ticketsTable = await screen.findByRole('table', { name: "The company's tickets, last activity first" });
    expect(cellsOf(ticketsTable)[0]?.slice(0, 4)).toEqual(['TKT-1042', 'VPN down', 'budi@northwind.test', 'Open']);
    expect(within(ticketsTable).getByRole('link', { name: 'TKT-1042' })).toHaveAttribute('href', '/staff/tickets/1042');
    expect(filters('support_tickets')).toContainEqual({ method: 'eq', args: ['company_id', 'co-1'] });

    const proposalsTable = await screen.findByRole('table', { name: "The company's proposals, newest first" });
    expect(cellsOf(proposalsTable)).toEqual([['Managed backups', 'ana@northwind.test', 'Under review', 'Nov 20, 2026']]);
    expect(within(proposalsTable).getByRole('link', { name: 'Managed backups' })).toHaveAttribute('href', '/staff/proposals/pr1');
    expect(filters('proposals')).toContainEqual({ method: 'eq', args: ['company_id', 'co-1'] });
  });

  it('says so when the company has no members, invitations, tickets or proposals', async () => {
    await renderPage({
      answers: { company_members: { data: [] }, company_invitations: { data: [] }, support_tickets: { data: [] }, proposals: { data: [] } },
    });
    expect(await screen.findByText("No members yet: the owner's invitation has not been accepted.")).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting for an answer.')).toBeInTheDocument();
    expect(await screen.findByText('The company has no tickets.')).toBeInTheDocument();
    expect(await screen.findByText('The company has sent no proposals.')).toBeInTheDocument();
  });

  it('shows a part that could not be read with Try again, the others still shown', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPage({ answers: { company_members: { error: { code: 'XX000', message: 'boom' } } } });
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(await within(members).findByRole('alert')).toHaveTextContent('The members could not be loaded.');
    expect(await screen.findByRole('table', { name: 'Pending invitations, newest first' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("shows the company's history, membership changes in words", async () => {
    const { filters } = await renderPage();
    const section = await screen.findByRole('region', { name: 'History' });
    expect(await within(section).findByText('The role of budi@northwind.test changed from member to owner')).toBeInTheDocument();
    expect(within(section).getByText('budi@northwind.test joined as member')).toBeInTheDocument();
    expect(filters('staff_changes')).toEqual(
      expect.arrayContaining([
        { method: 'eq', args: ['item_type', 'company'] },
        { method: 'eq', args: ['item_id', 'co-1'] },
      ]),
    );
  });

  it("shows the company's projects newest first, each with its status, priority, progress, dates and budget", async () => {
    const { reads } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Projects' });
    const list = await within(section).findByRole('list', { name: 'Projects, newest first' });
    expect(reads()[0]?.calls).toEqual([
      { method: 'select', args: ['*'] },
      { method: 'eq', args: ['company_id', 'co-1'] },
      { method: 'order', args: ['created_at', { ascending: false }] },
    ]);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Data lake', 'Cloud migration']);

    const cloud = screen.getByRole('article', { name: 'Cloud migration' });
    expect(within(cloud).getByText('In progress')).toHaveClass('ui-badge');
    expect(within(cloud).getByText('High')).toHaveClass('ui-badge');
    expect(within(cloud).getByRole('progressbar', { name: 'Progress of Cloud migration' })).toHaveAttribute('aria-valuenow', '40');
    expect(cloud).toHaveTextContent('40%');
    expect(cloud).toHaveTextContent('Jan 15, 2026 – not set');
    expect(cloud).toHaveTextContent('$150,000');
    expect(cloud).toHaveTextContent('Move the ERP to the cloud.');
    const lake = screen.getByRole('article', { name: 'Data lake' });
    expect(lake).toHaveTextContent('$0');
    expect(lake).toHaveTextContent('not set – not set');
  });

  it('creates a project for the company with the typed values, announces it and reloads the list', async () => {
    const { writes, reads } = await renderPage();
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup({ delay: null });
    const newButton = screen.getByRole('button', { name: 'New project' });
    await user.click(newButton);
    expect(newButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'New project' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveFocus();

    await fill({
      title: ' Security audit ',
      description: 'Yearly audit.',
      progress: '10',
      budget: '25000',
      start: '2026-03-01',
      end: '2026-04-30',
    });
    await user.selectOptions(field('Status'), 'in-progress');
    await user.selectOptions(field('Priority'), 'high');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByText('Project created.')).toHaveAttribute('role', 'status');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.table).toBe('client_projects');
    expect(argOf(writes()[0], 'insert')).toEqual({
      company_id: 'co-1',
      title: 'Security audit',
      description: 'Yearly audit.',
      status: 'in-progress',
      priority: 'high',
      progress: 10,
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      budget: 25000,
    });
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Create project' })).not.toBeInTheDocument();
    expect(newButton).toHaveFocus();
  });

  it('refuses an end before the start in the form, on the end date, without sending', async () => {
    const { writes } = await renderPage();
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await fill({ title: 'Audit', budget: '100', start: '2026-05-01', end: '2026-04-30' });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    const end = field('End date');
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('The end date cannot be before the start date.');
    expect(writes()).toHaveLength(0);
  });

  it('shows a duplicate title on the title field and keeps what was typed', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { writes } = await renderPage({ write: () => ({ error: { code: '23505', message: 'duplicate key' } }) });
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await fill({ title: 'Cloud migration', budget: '500' });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('A project with this title already exists.')).toBeInTheDocument();
    expect(field(/^Title/)).toHaveFocus();
    expect(field(/^Title/)).toHaveValue('Cloud migration');
    expect(field(/^Budget/)).toHaveValue(500);
    expect(writes()).toHaveLength(1);
    expect(screen.queryByText('Project created.')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('edits a project with an update of its fields only (never its company or client), and announces it', async () => {
    const { writes, reads } = await renderPage();
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup({ delay: null });
    const cloud = screen.getByRole('article', { name: 'Cloud migration' });
    const edit = within(cloud).getByRole('button', { name: 'Edit Cloud migration' });
    await user.click(edit);
    expect(within(cloud).getByRole('heading', { level: 4, name: 'Edit “Cloud migration”' })).toBeInTheDocument();
    // Prefilled with the stored project.
    expect(field(/^Title/)).toHaveValue('Cloud migration');
    expect(field('Status')).toHaveValue('in-progress');
    expect(field(/^Progress \(%\)/)).toHaveValue(40);
    expect(field('Start date')).toHaveValue('2026-01-15');
    expect(field('End date')).toHaveValue('');

    await fill({ progress: '60', end: '2026-09-30' });
    await user.selectOptions(field('Priority'), 'medium');
    await user.click(screen.getByRole('button', { name: 'Save project' }));

    expect(await screen.findByText('Project saved.')).toHaveAttribute('role', 'status');
    expect(writes()).toHaveLength(1);
    const update = writes()[0]!;
    expect(called(update, 'insert')).toBe(false);
    expect(argOf(update, 'update')).toEqual({
      title: 'Cloud migration',
      description: 'Move the ERP to the cloud.',
      status: 'in-progress',
      priority: 'medium',
      progress: 60,
      start_date: '2026-01-15',
      end_date: '2026-09-30',
      budget: 150000,
    });
    expect(argOf(update, 'update')).not.toHaveProperty('client_id');
    expect(argOf(update, 'update')).not.toHaveProperty('company_id');
    expect(update.calls.find((call) => call.method === 'eq')?.args).toEqual(['id', 'p1']);
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(edit).toHaveFocus();
    expect(edit).toHaveAttribute('aria-expanded', 'false');
  });

  it('explains an edit the session may no longer make (no row updated) and keeps the form', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPage({ write: () => ({ data: [] }) });
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Cloud migration' }));
    await fill({ progress: '70' });
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session can no longer make staff changes. Sign in again.');
    expect(field(/^Progress \(%\)/)).toHaveValue(70);
    expect(screen.queryByText('Project saved.')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("shows a project's history on request and reads it again after a save", async () => {
    const { queries } = await renderPage();
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup({ delay: null });
    const history = () =>
      queries.filter(
        (query) =>
          query.table === 'staff_changes' && query.calls.some((call) => call.args[0] === 'item_type' && call.args[1] === 'project'),
      );
    expect(history()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'History Cloud migration' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'History' })).toBeInTheDocument();
    expect(history()).toHaveLength(1);
    expect(
      history()[0]
        ?.calls.filter((call) => call.method === 'eq')
        .map((call) => call.args),
    ).toEqual([
      ['item_type', 'project'],
      ['item_id', 'p1'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Cloud migration' }));
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    await screen.findByText('Project saved.');
    await waitFor(() => expect(history()).toHaveLength(2));
  });
});
