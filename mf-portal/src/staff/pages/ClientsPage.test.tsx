import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, fakeSupabase, type FakeAnswer } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff, withRpc } from '../testing/staff';
import ClientsPage from './ClientsPage';

const clients = [
  { id: 'c1', email: 'ana@client.test', created_at: '2026-01-05T10:00:00Z', locale: 'en' },
  { id: 'c2', email: 'budi@client.test', created_at: '2026-02-10T10:00:00Z', locale: 'id' },
  { id: 'c3', email: 'chen@other.test', created_at: '2026-03-15T10:00:00Z', locale: null },
];
const projects = [
  { id: 'p1', client_id: 'c1' },
  { id: 'p2', client_id: 'c1' },
  { id: 'p3', client_id: 'c3' },
];

async function renderPage(projectsAnswer: () => FakeAnswer = () => ({ data: projects }), clientsAnswer: FakeAnswer = { data: clients }) {
  const fake = fakeSupabase({ respond: projectsAnswer });
  const rpcCalls = withRpc(fake.client, { staff_clients: clientsAnswer });
  const view = await renderStaff(<ClientsPage />, { client: fake.client, path: '/staff/clients', extra: records });
  return { ...view, queries: fake.queries, rpcCalls };
}

const emails = () =>
  within(screen.getByRole('table', { name: 'Client accounts, oldest first' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ClientsPage', () => {
  it('lists every client with a link, since when, and how many projects (one query for the counts)', async () => {
    const { queries, rpcCalls } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(rpcCalls.map((call) => call.name)).toEqual(['staff_clients']);
    expect(queries).toHaveLength(1);
    expect(queries[0]?.table).toBe('client_projects');
    expect(argOf(queries[0], 'select')).toBe('id, client_id');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['E-mail', 'Client since', 'Projects']);
    expect(emails()).toEqual(['ana@client.test', 'budi@client.test', 'chen@other.test']);
    expect(screen.getByRole('link', { name: 'budi@client.test' })).toHaveAttribute('href', '/staff/clients/c2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jan 5, 2026', '2']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Feb 10, 2026', '0']);
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent('1');
  });

  it('searches by e-mail and filters by whether a client has projects', async () => {
    await renderPage();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'CLIENT.test');
    expect(emails()).toEqual(['ana@client.test', 'budi@client.test']);
    expect(screen.getByText('2 clients shown')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Projects' }), 'withoutProjects');
    expect(emails()).toEqual(['budi@client.test']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Projects' }), 'withProjects');
    expect(emails()).toEqual(['ana@client.test']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    expect(emails()).toEqual(['ana@client.test', 'chen@other.test']);

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'nobody');
    expect(screen.getByText('No clients match your search and filter.')).toBeInTheDocument();
  });

  it('says when the clients could not be loaded and loads them again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { rpcCalls, queries } = await renderPage(undefined, { error: { code: '42501', message: 'not staff' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The clients could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(rpcCalls).toHaveLength(2);
    // The counts had loaded; they are not asked for again.
    expect(queries).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('says when the project counts could not be loaded and asks again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { queries } = await renderPage(() => (fail ? { error: { code: 'XX000', message: 'boom' } } : { data: projects }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The clients could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    jest.restoreAllMocks();
  });

  it('says when there is no client yet', async () => {
    await renderPage(() => ({ data: [] }), { data: [] });
    expect(await screen.findByText('There are no client accounts yet.')).toBeInTheDocument();
  });
});
