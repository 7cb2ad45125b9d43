import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, type FakeAnswer } from '@meridian/shared/testing/fake-supabase';
import records from '../locales/records.en.json';
import { renderStaff, staffCompany, withRpc } from '../testing/staff';
import CompaniesPage from './CompaniesPage';

const companies = [
  staffCompany({
    id: 'co-1',
    name: 'Northwind Traders',
    owner_emails: ['ana@northwind.test', 'budi@northwind.test'],
    member_count: 3,
    open_tickets: 2,
    projects: 4,
    proposals: 1,
  }),
  staffCompany({ id: 'co-2', name: 'Contoso Health', owner_emails: ['chen@contoso.test'], require_second_factor: true }),
  // made by staff: its owner has not accepted yet
  staffCompany({ id: 'co-3', name: 'Fabrikam Logistics', member_count: 0 }),
];

async function renderPage({
  list = { data: companies },
  create = { data: { company_id: 'co-new', invitation_id: 'inv-1' } },
}: { list?: FakeAnswer; create?: FakeAnswer } = {}) {
  const fake = fakeSupabase({ respond: () => ({ data: [] }) });
  const answers: Record<string, FakeAnswer> = { staff_companies: list, staff_create_company: create };
  // Read at each call, so a test can change an answer between calls.
  const rpcCalls = withRpc(fake.client, answers);
  const view = await renderStaff(<CompaniesPage />, { client: fake.client, path: '/staff/companies', extra: records });
  return { ...view, queries: fake.queries, rpcCalls, answers, user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Client companies, oldest first' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('CompaniesPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every company with a link, its owners, members, open tickets, projects and proposals (one call)', async () => {
    const { queries, rpcCalls } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(rpcCalls.map((call) => call.name)).toEqual(['staff_companies']);
    expect(queries).toHaveLength(0);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Company', 'Owners', 'Members', 'Open tickets', 'Projects', 'Proposals']);
    expect(names()).toEqual(['Northwind Traders', 'Contoso Health', 'Fabrikam Logistics']);
    expect(screen.getByRole('link', { name: 'Contoso Health' })).toHaveAttribute('href', '/staff/companies/co-2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ana@northwind.test, budi@northwind.test', '3', '2', '4', '1']);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('None yet (invited)');
  });

  it('searches by name or an owner e-mail and filters by open tickets or the second-factor policy', async () => {
    const { user } = await renderPage();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search companies' });
    await user.type(search, 'CHEN@');
    expect(names()).toEqual(['Contoso Health']);
    expect(screen.getByText('1 company shown')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'logistics');
    expect(names()).toEqual(['Fabrikam Logistics']);
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'openTickets');
    expect(names()).toEqual(['Northwind Traders']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'secondFactor');
    expect(names()).toEqual(['Contoso Health']);
    await user.type(search, 'northwind');
    expect(screen.getByText('No companies match your search and filter.')).toBeInTheDocument();
  });

  it('creates a company with its first owner and language, announces it with a link, and reads the list again', async () => {
    const { user, rpcCalls } = await renderPage();
    await screen.findByRole('table');
    const open = screen.getByRole('button', { name: 'Create company' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Create company' });
    expect(within(form).getByRole('textbox', { name: /^Company name/ })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: /^Company name/ }), '  Adventure Works ');
    await user.type(within(form).getByRole('textbox', { name: /^First owner's e-mail/ }), 'dewi@adventure.test');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Language of the invitation/ }), 'id');
    await user.click(within(form).getByRole('button', { name: 'Create company and invite' }));

    expect(await screen.findByText('Adventure Works was created, and dewi@adventure.test was invited to be its owner.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Open Adventure Works' })).toHaveAttribute('href', '/staff/companies/co-new');
    expect(rpcCalls.find((call) => call.name === 'staff_create_company')?.args).toEqual({
      p_name: 'Adventure Works',
      p_owner_email: 'dewi@adventure.test',
      p_locale: 'id',
    });
    expect(rpcCalls.filter((call) => call.name === 'staff_companies')).toHaveLength(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('checks the form before sending: a missing name, a malformed address', async () => {
    const { user, rpcCalls } = await renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await user.type(screen.getByRole('textbox', { name: /^First owner's e-mail/ }), 'dewi@');
    await user.click(screen.getByRole('button', { name: 'Create company and invite' }));
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveAccessibleDescription(/Enter the company's name\./);
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^First owner's e-mail/ })).toHaveAccessibleDescription(
      /Enter an e-mail address such as name@example\.com\./,
    );
    expect(rpcCalls.some((call) => call.name === 'staff_create_company')).toBe(false);
  });

  it.each([
    [{ code: 'P0001', message: 'invalid_email' }, /^First owner's e-mail/, 'Enter an e-mail address such as name@example.com.'],
    [{ code: 'P0001', message: 'invalid_name' }, /^Company name/, 'The name is refused: write it on one line of 1 to 120 characters.'],
  ])('shows the database refusing %o beside its field, which takes focus, and keeps what was typed', async (error, field, message) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderPage({ create: { error } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Adventure Works');
    await user.type(screen.getByRole('textbox', { name: /^First owner's e-mail/ }), 'dewi@adventure.test');
    await user.click(screen.getByRole('button', { name: 'Create company and invite' }));
    const control = screen.getByRole('textbox', { name: field });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(control).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Adventure Works');
    expect(screen.queryByText(/was created/)).not.toBeInTheDocument();
  });

  it.each([
    [{ code: 'P0001', message: 'invitation_rate_limited' }, 'Too many invitations were sent in the last hour. Try again later.'],
    [{ code: '42501', message: 'not_staff' }, 'Your session can no longer make staff changes. Sign in again.'],
  ])('explains a refusal %o above the buttons', async (error, message) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderPage({ create: { error } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Adventure Works');
    await user.type(screen.getByRole('textbox', { name: /^First owner's e-mail/ }), 'dewi@adventure.test');
    await user.click(screen.getByRole('button', { name: 'Create company and invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Create company' })).toBeInTheDocument();
  });

  it('says when the companies could not be loaded and loads them again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { rpcCalls, answers, user } = await renderPage({ list: { error: { code: 'XX000', message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The companies could not be loaded.');
    answers.staff_companies = { data: companies };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(rpcCalls).toHaveLength(2);
  });

  it('says when there is no company yet', async () => {
    await renderPage({ list: { data: [] } });
    expect(await screen.findByText('There are no client companies yet.')).toBeInTheDocument();
  });
});
