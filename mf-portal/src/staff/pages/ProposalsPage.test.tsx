import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff, staffCompany, withRpc } from '../testing/staff';
import ProposalsPage from './ProposalsPage';
import type { StaffProposal } from '../features/proposals/staff-proposals';

const proposal = (fields: Partial<StaffProposal>): StaffProposal => ({
  id: 'p1',
  client_id: 'client-1',
  company_id: 'company-1',
  submitted_by_email: 'ana@client.test',
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
    company_id: 'company-2',
    submitted_by_email: 'budi@client.test',
    services: ['ai'],
    status: 'under_review',
    created_at: '2026-11-22T10:00:00Z',
  }),
  proposal({ id: 'p2', title: 'Security audit', services: ['security'], status: 'accepted', created_at: '2026-11-21T10:00:00Z' }),
  // its company is not among the companies read (gone meanwhile), nor is who submitted it known
  proposal({ id: 'p1', company_id: 'gone', submitted_by_email: null }),
];
const companies = [staffCompany({ id: 'company-1', name: 'Northwind Traders' }), staffCompany({ id: 'company-2', name: 'Contoso Health' })];

async function renderPage(
  answer: (query: FakeQuery) => FakeAnswer | Promise<FakeAnswer> = () => ({ data: proposals }),
  companiesAnswer: FakeAnswer = { data: companies },
) {
  const fake = fakeSupabase({ respond: answer });
  const rpcCalls = withRpc(fake.client, { staff_companies: companiesAnswer });
  const view = await renderStaff(<ProposalsPage />, { client: fake.client, path: '/staff/proposals', extra: records });
  return { ...view, queries: fake.queries, rpcCalls };
}

const rowTitles = () =>
  within(screen.getByRole('table', { name: "Every company's proposals, newest first" }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ProposalsPage', () => {
  it('lists every proposal newest first, with its link, company, who submitted it, services, status and date', async () => {
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
    ).toEqual(['Title', 'Company', 'Submitted by', 'Services', 'Status', 'Sent']);
    const [chatbot, audit, erp] = within(table).getAllByRole('row').slice(1);
    expect(within(chatbot!).getByRole('link', { name: 'Contoso Health' })).toHaveAttribute('href', '/staff/companies/company-2');
    expect(chatbot).toHaveTextContent('budi@client.test');
    expect(chatbot).toHaveTextContent('Artificial Intelligence');
    expect(within(chatbot!).getByText('Under review')).toHaveClass('ui-badge');
    expect(chatbot).toHaveTextContent('Nov 22, 2026');
    expect(audit).toHaveTextContent('Northwind Traders');
    expect(audit).toHaveTextContent('ana@client.test');
    expect(within(audit!).getByText('Accepted')).toHaveClass('ui-badge');
    // A proposal whose company is not known (any more) says so, and so does one of an unknown person.
    expect(erp).toHaveTextContent('Unknown company');
    expect(erp).toHaveTextContent('Unknown');
    expect(erp).toHaveTextContent('Cloud Solutions and Data Analytics');
  });

  it('filters by status and searches title, company, e-mail and services together', async () => {
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
    await user.type(screen.getByRole('searchbox', { name: 'Search proposals' }), 'northwind');
    expect(rowTitles()).toEqual(['Security audit']);

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
    expect(await screen.findByText('No company has sent a proposal yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('still lists the proposals when the companies fail, and offers to load them again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { rpcCalls } = await renderPage(undefined, { error: { code: '42501', message: 'not staff' } });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("The companies' names could not be loaded.");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(rpcCalls).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
