import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff, withRpc } from '../testing/staff';
import ProposalsPage from './ProposalsPage';
import type { StaffProposal } from '../features/proposals/staff-proposals';

const proposal = (fields: Partial<StaffProposal>): StaffProposal => ({
  id: 'p1',
  client_id: 'client-1',
  title: 'ERP rollout',
  services: ['cloud', 'data'],
  status: 'submitted',
  status_note: null,
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
  ...fields,
});

const proposals = [
  proposal({
    id: 'p3',
    title: 'Chatbot',
    client_id: 'client-2',
    services: ['ai'],
    status: 'under_review',
    created_at: '2026-11-22T10:00:00Z',
  }),
  proposal({ id: 'p2', title: 'Security audit', services: ['security'], status: 'accepted', created_at: '2026-11-21T10:00:00Z' }),
  proposal({ id: 'p1', client_id: 'gone' }),
];
const clients = [
  { id: 'client-1', email: 'ana@client.test', created_at: '2026-01-01T00:00:00Z', locale: 'en' },
  { id: 'client-2', email: 'budi@client.test', created_at: '2026-02-01T00:00:00Z', locale: 'id' },
];

async function renderPage(
  answer: (query: FakeQuery) => FakeAnswer | Promise<FakeAnswer> = () => ({ data: proposals }),
  clientsAnswer: FakeAnswer = { data: clients },
) {
  const fake = fakeSupabase({ respond: answer });
  const rpcCalls = withRpc(fake.client, { staff_clients: clientsAnswer });
  const view = await renderStaff(<ProposalsPage />, { client: fake.client, path: '/staff/proposals', extra: records });
  return { ...view, queries: fake.queries, rpcCalls };
}

const rowTitles = () =>
  within(screen.getByRole('table', { name: "Every client's proposals, newest first" }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ProposalsPage', () => {
  it('lists every proposal newest first, with its link, client, services, status and date', async () => {
    const { queries } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Proposals' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(queries[0]?.table).toBe('proposals');
    expect(argOf(queries[0], 'order')).toBe('created_at');
    expect(queries[0]?.calls.find((call) => call.method === 'order')?.args[1]).toEqual({ ascending: false });
    expect(rowTitles()).toEqual(['Chatbot', 'Security audit', 'ERP rollout']);
    expect(screen.getByRole('link', { name: 'Chatbot' })).toHaveAttribute('href', '/staff/proposals/p3');

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Client', 'Services', 'Status', 'Sent']);
    const [chatbot, audit, erp] = within(table).getAllByRole('row').slice(1);
    expect(chatbot).toHaveTextContent('budi@client.test');
    expect(chatbot).toHaveTextContent('Artificial Intelligence');
    expect(within(chatbot!).getByText('Under review')).toHaveClass('ui-badge');
    expect(chatbot).toHaveTextContent('Nov 22, 2026');
    expect(audit).toHaveTextContent('ana@client.test');
    expect(within(audit!).getByText('Accepted')).toHaveClass('ui-badge');
    // A proposal whose client is no client account (any more) says so.
    expect(erp).toHaveTextContent('Unknown client');
    expect(erp).toHaveTextContent('Cloud Solutions and Data Analytics');
  });

  it('filters by status and searches title, e-mail and services together', async () => {
    await renderPage();
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'accepted');
    expect(rowTitles()).toEqual(['Security audit']);
    expect(screen.getByText('1 proposal shown')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search proposals' }), 'BUDI@');
    expect(rowTitles()).toEqual(['Chatbot']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search proposals' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search proposals' }), 'analytics');
    expect(rowTitles()).toEqual(['ERP rollout']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'declined');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No proposals match your search and filter.')).toBeInTheDocument();
  });

  it('says it is loading, then when the proposals could not be loaded, and tries again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    let release: () => void = () => {};
    const { queries } = await renderPage(() =>
      fail
        ? { error: { code: 'XX000', message: 'boom' } }
        : new Promise<FakeAnswer>((resolve) => (release = () => resolve({ data: proposals }))),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The proposals could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('query-loading')).toHaveTextContent('Loading…');
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(queries.filter((query) => query.table === 'proposals')).toHaveLength(2);
    jest.restoreAllMocks();
  });

  it('says when there is no proposal yet', async () => {
    await renderPage(() => ({ data: [] }));
    expect(await screen.findByText('No client has sent a proposal yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('still lists the proposals when the e-mail addresses fail, and offers to load them again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { rpcCalls } = await renderPage(undefined, { error: { code: '42501', message: 'not staff' } });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("The clients' e-mail addresses could not be loaded.");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(rpcCalls).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
