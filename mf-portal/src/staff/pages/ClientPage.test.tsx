import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, called, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff, withRpc } from '../testing/staff';
import ClientPage from './ClientPage';
import type { StaffProject } from '../features/clients/staff-projects';

const project = (fields: Partial<StaffProject>): StaffProject => ({
  id: 'p1',
  client_id: 'c1',
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

async function renderPage({
  clientId = 'c1',
  write = () => ({ data: [{ id: 'p1' }] }),
}: { clientId?: string; write?: (query: FakeQuery) => FakeAnswer } = {}) {
  const fake = fakeSupabase({
    respond: (query) => {
      if (query.table === 'client_projects') return called(query, 'insert') || called(query, 'update') ? write(query) : { data: projects };
      return { data: [] };
    },
  });
  withRpc(fake.client, {
    staff_clients: { data: [{ id: 'c1', email: 'ana@client.test', created_at: '2026-01-05T10:00:00Z', locale: 'en' }] },
  });
  const view = await renderStaff(<ClientPage />, {
    client: fake.client,
    path: `/staff/clients/${clientId}`,
    route: '/staff/clients/:clientId',
    extra: records,
  });
  const writes = () => fake.queries.filter((query) => called(query, 'insert') || called(query, 'update'));
  const reads = () =>
    fake.queries.filter((query) => query.table === 'client_projects' && called(query, 'select') && !called(query, 'update'));
  return { ...view, queries: fake.queries, writes, reads };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

/** Fills the project form (every field replaced). */
async function fill(values: Partial<Record<'title' | 'description' | 'progress' | 'budget' | 'start' | 'end', string>>) {
  const user = userEvent.setup();
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

describe('ClientPage', () => {
  it('says when there is no such client, with a link back', async () => {
    const { queries } = await renderPage({ clientId: 'nobody' });
    expect(await screen.findByText('There is no such client.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Client' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/staff/clients');
    expect(queries).toHaveLength(0);
  });

  it("shows the client's projects newest first, each with its status, priority, progress, dates and budget", async () => {
    const { reads } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ana@client.test' })).toBeInTheDocument();
    expect(screen.getByText('Client since January 5, 2026')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Projects, newest first' });
    expect(reads()[0]?.calls).toEqual([
      { method: 'select', args: ['*'] },
      { method: 'eq', args: ['client_id', 'c1'] },
      { method: 'order', args: ['created_at', { ascending: false }] },
    ]);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
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

  it('creates a project for the client with the typed values, announces it and reloads the list', async () => {
    const { writes, reads } = await renderPage();
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup();
    const newButton = screen.getByRole('button', { name: 'New project' });
    await user.click(newButton);
    expect(newButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'New project' })).toBeInTheDocument();
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
      client_id: 'c1',
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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

  it('edits a project with an update of its fields only (never its client), and announces it', async () => {
    const { writes, reads } = await renderPage();
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup();
    const cloud = screen.getByRole('article', { name: 'Cloud migration' });
    const edit = within(cloud).getByRole('button', { name: 'Edit Cloud migration' });
    await user.click(edit);
    expect(within(cloud).getByRole('heading', { level: 3, name: 'Edit “Cloud migration”' })).toBeInTheDocument();
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
    expect(update.calls.find((call) => call.method === 'eq')?.args).toEqual(['id', 'p1']);
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(edit).toHaveFocus();
    expect(edit).toHaveAttribute('aria-expanded', 'false');
  });

  it('explains an edit the session may no longer make (no row updated) and keeps the form', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPage({ write: () => ({ data: [] }) });
    await screen.findByRole('list', { name: 'Projects, newest first' });
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    const history = () => queries.filter((query) => query.table === 'staff_changes');
    expect(history()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'History Cloud migration' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'History' })).toBeInTheDocument();
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
