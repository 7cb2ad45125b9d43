import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, called, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff, staffCompany, withRpc } from '../testing/staff';
import ProposalPage from './ProposalPage';
import type { StaffProposal } from '../features/proposals/staff-proposals';

const stored: StaffProposal = {
  id: 'p1',
  client_id: 'client-1',
  company_id: 'company-1',
  submitted_by_email: 'ana@client.test',
  title: 'ERP rollout',
  services: ['cloud', 'data'],
  status: 'submitted',
  status_note: 'We will read it this week.',
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
};
const files = [
  {
    id: 'f1',
    proposal_id: 'p1',
    object_path: 'client-1/f1.pdf',
    file_name: 'brief.pdf',
    content_type: 'application/pdf',
    size_bytes: 2048,
  },
];

/** Answers the page's reads; `update` answers the review (by default, the row as updated). */
async function renderPage({
  proposals = [stored],
  update = (query) => ({ data: [{ ...stored, ...(argOf(query, 'update') as object) }] }),
  id = 'p1',
}: { proposals?: StaffProposal[]; update?: (query: FakeQuery) => FakeAnswer; id?: string } = {}) {
  const fake = fakeSupabase({
    respond: (query) => {
      if (query.table === 'proposals') return called(query, 'update') ? update(query) : { data: proposals };
      if (query.table === 'request_files') return { data: files };
      return { data: [] };
    },
  });
  withRpc(fake.client, { staff_companies: { data: [staffCompany({ id: 'company-1', name: 'Northwind Traders' })] } });
  const view = await renderStaff(<ProposalPage />, {
    client: fake.client,
    path: `/staff/proposals/${id}`,
    route: '/staff/proposals/:id',
    extra: records,
  });
  await screen.findByRole('heading', { level: 1, name: proposals.length ? stored.title : 'Proposal' });
  const updates = () => fake.queries.filter((query) => called(query, 'update'));
  const historyReads = () => fake.queries.filter((query) => query.table === 'staff_changes');
  return { ...view, queries: fake.queries, updates, historyReads };
}

const noteField = () => screen.getByRole('textbox', { name: 'Note to the client' });
const statusField = () => screen.getByRole('combobox', { name: 'Status' });
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save review' }));

describe('ProposalPage', () => {
  it('shows the proposal, its documents, a prefilled review form and its history', async () => {
    const { queries } = await renderPage();
    expect(
      argOf(
        queries.find((query) => query.table === 'proposals'),
        'eq',
      ),
    ).toBe('id');
    expect(
      argOf(
        queries.find((query) => query.table === 'request_files'),
        'eq',
      ),
    ).toBe('proposal_id');

    expect(await screen.findByRole('link', { name: 'Northwind Traders' })).toHaveAttribute('href', '/staff/companies/company-1');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Submitted by').nextElementSibling).toHaveTextContent('ana@client.test');
    expect(details).toHaveTextContent('Cloud Solutions and Data Analytics');
    expect(details).toHaveTextContent('Nov 20, 2026');
    expect(within(details).getByText('Submitted')).toHaveClass('ui-badge');
    expect(details).toHaveTextContent('We will read it this week.');
    expect(screen.getByRole('button', { name: 'Download brief.pdf (2 kB)' })).toBeInTheDocument();

    expect(statusField()).toHaveValue('submitted');
    expect(noteField()).toHaveValue('We will read it this week.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Details',
      'Documents',
      'Review',
      'History',
    ]);
  });

  it('saves the status and the trimmed note, announces it and reloads the history', async () => {
    const { updates, historyReads } = await renderPage();
    expect(historyReads()).toHaveLength(1);
    const user = userEvent.setup();
    await user.selectOptions(statusField(), 'accepted');
    await user.clear(noteField());
    await user.type(noteField(), '  Welcome aboard.  ');
    await save();

    expect(await screen.findByText('Review saved.')).toHaveAttribute('role', 'status');
    expect(updates()).toHaveLength(1);
    expect(argOf(updates()[0], 'update')).toEqual({ status: 'accepted', status_note: 'Welcome aboard.' });
    expect(updates()[0]?.calls.find((call) => call.method === 'eq')?.args).toEqual(['id', 'p1']);
    // The page shows what was stored, and the history is read again.
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Accepted')).toHaveClass('ui-badge');
    expect(historyReads()).toHaveLength(2);
  });

  it('sends an emptied note as null', async () => {
    const { updates } = await renderPage();
    await userEvent.setup().clear(noteField());
    await save();
    await screen.findByText('Review saved.');
    expect(argOf(updates()[0], 'update')).toEqual({ status: 'submitted', status_note: null });
  });

  it('refuses a note over 4000 characters without sending it', async () => {
    const { updates } = await renderPage();
    // maxLength stops typing; a paste of a longer text is what the schema must catch.
    noteField().removeAttribute('maxLength');
    await userEvent.setup().click(noteField());
    await userEvent.setup().paste('x'.repeat(4001));
    await save();
    expect(await screen.findByText('Use at most 4000 characters.')).toBeInTheDocument();
    expect(noteField()).toHaveAttribute('aria-invalid', 'true');
    expect(updates()).toHaveLength(0);
  });

  it.each([
    ['refused (42501)', { error: { code: '42501', message: 'denied' } }, 'Your session can no longer make staff changes. Sign in again.'],
    ['an update that matches no row (RLS)', { data: [] }, 'Your session can no longer make staff changes. Sign in again.'],
    ['a value outside the checks (23514)', { error: { code: '23514', message: 'check' } }, 'The database refused a value as out of range.'],
    ['any other failure', { error: { code: 'XX000', message: 'boom' } }, 'The change could not be saved.'],
  ])('explains a review that is %s and keeps what was typed', async (_case, answer, message) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { historyReads } = await renderPage({ update: () => answer });
    const user = userEvent.setup();
    await user.selectOptions(statusField(), 'declined');
    await user.clear(noteField());
    await user.type(noteField(), 'Not for us.');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Review saved.')).not.toBeInTheDocument();
    expect(statusField()).toHaveValue('declined');
    expect(noteField()).toHaveValue('Not for us.');
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Submitted')).toBeInTheDocument();
    expect(historyReads()).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('says when there is no such proposal, with a link back', async () => {
    const { queries } = await renderPage({ proposals: [] });
    expect(screen.getByText('There is no such proposal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All proposals' })).toHaveAttribute('href', '/staff/proposals');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(queries.some((query) => query.table === 'request_files')).toBe(false);
  });

  it('treats an id that is no uuid as no such proposal', async () => {
    const fake = fakeSupabase({ respond: () => ({ error: { code: '22P02', message: 'invalid input syntax for type uuid' } }) });
    withRpc(fake.client, { staff_companies: { data: [] } });
    await renderStaff(<ProposalPage />, {
      client: fake.client,
      path: '/staff/proposals/nope',
      route: '/staff/proposals/:id',
      extra: records,
    });
    expect(await screen.findByText('There is no such proposal.')).toBeInTheDocument();
  });
});
