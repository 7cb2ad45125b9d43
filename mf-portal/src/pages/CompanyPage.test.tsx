import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { fakeSupabase, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import type { CompanyMember, CompanyMembership, PendingInvitation } from '../features/company/company-data';
import messages from '../features/company/locales/en.json';
import CompanyPage from './CompanyPage';

const owner: CompanyMembership = {
  id: 'c-northwind',
  name: 'Northwind Traders',
  role: 'owner',
  require_second_factor: false,
  second_factor_enabled: false,
  joined_at: '2026-01-05T09:00:00Z',
};

const members: CompanyMember[] = [
  { user_id: 'user-1', email: 'demo@example.com', role: 'owner', joined_at: '2026-01-05T09:00:00Z', second_factor_enabled: false },
  { user_id: 'user-2', email: 'ana@example.com', role: 'member', joined_at: '2026-03-10T09:00:00Z', second_factor_enabled: true },
];

const invitation: PendingInvitation = {
  id: 'inv-1',
  email: 'ben@example.com',
  role: 'member',
  invited_by_email: 'demo@example.com',
  created_at: '2026-11-20T09:00:00Z',
  expires_at: '2026-11-27T09:00:00Z',
};

type Answer = { data?: unknown; error?: unknown };
type Rpc = (name: string, args: Record<string, unknown>) => Answer | undefined;

/** A refusal as PostgREST hands it to supabase-js: the reason is the message. */
const refusal = (reason: string, code = 'P0001') => ({ error: { code, message: reason, details: 'detail', hint: null } });

/**
 * The database of one client (user-1): `companies` its memberships, the members and pending
 * invitations above; `rpc` answers a function first (undefined: the default answer).
 */
function setup({ companies = [owner], rpc }: { companies?: CompanyMembership[]; rpc?: Rpc } = {}) {
  const rpcs: { name: string; args: Record<string, unknown> }[] = [];
  const fake = fakeSupabase({
    respond: (query: FakeQuery) => (query.table === 'company_invitations' ? { data: [invitation] } : { data: [] }),
  });
  const client = Object.assign(fake.client, {
    rpc: jest.fn(async (name: string, args: Record<string, unknown> = {}) => {
      rpcs.push({ name, args });
      const answer = rpc?.(name, args);
      if (answer) return { data: null, error: null, ...answer };
      if (name === 'mfa_status') return { data: { enabled: false, verified: false }, error: null };
      if (name === 'my_companies') return { data: companies, error: null };
      if (name === 'company_members') return { data: members, error: null };
      return { data: null, error: null };
    }),
    auth: { ...fake.client.auth, getUser: async () => ({ data: { user: null }, error: null }) },
  });
  const session = { user: { id: 'user-1', email: 'demo@example.com', app_metadata: {} } } as unknown as Session;
  const calls = (name: string) => rpcs.filter((call) => call.name === name).map((call) => call.args);
  return { client, rpcs, calls, queries: fake.queries, session };
}

async function renderPage(database = setup()) {
  const result = await renderRemote(<CompanyPage />, {
    namespace: 'company',
    messages,
    path: '/company',
    routes: { '/dashboard': <h1>Dashboard stub</h1>, '/login': <h1>Login stub</h1> },
    auth: { status: 'signed-in', session: database.session, getClient: async () => database.client as unknown as SupabaseClient },
  });
  await screen.findByText('Northwind Traders', { selector: '[data-testid="company-name"]' });
  return { ...result, ...database, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => window.localStorage.clear());

describe('CompanyPage for an owner', () => {
  it('lists the members with role, joining day and who has two-step sign-in on, and the pending invitations', async () => {
    const { calls, queries } = await renderPage();
    const table = await within(section('Members')).findByRole('table', { name: 'Members of Northwind Traders' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MemberRoleJoinedTwo-step sign-inActions',
      'demo@example.com (you)OwnerJan 5, 2026OffMake member demo@example.com',
      'ana@example.comMemberMar 10, 2026OnMake owner ana@example.comRemove ana@example.com',
    ]);
    expect(calls('company_members')).toEqual([{ p_company_id: 'c-northwind' }]);

    const invitations = await within(section('Pending invitations')).findByRole('table');
    expect(within(invitations).getByRole('rowheader', { name: 'ben@example.com' })).toBeInTheDocument();
    expect(invitations).toHaveTextContent('Nov 27, 2026');
    expect(invitations).toHaveTextContent('demo@example.com');
    // Only this company's invitations, and only those still pending.
    const read = queries.find((query) => query.table === 'company_invitations');
    expect(read?.calls).toEqual(
      expect.arrayContaining([
        { method: 'eq', args: ['company_id', 'c-northwind'] },
        { method: 'is', args: ['accepted_at', null] },
        { method: 'is', args: ['withdrawn_at', null] },
      ]),
    );
  });

  it('invites a colleague: field errors first, then the invitation with its role and language, and the list read again', async () => {
    const { user, calls, queries } = await renderPage();
    const invite = section('Invite a colleague');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    const email = within(invite).getByLabelText(/^E-mail address/);
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-address');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(calls('create_company_invitation')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Cara@Example.com');
    await user.selectOptions(within(invite).getByLabelText(/^Role/), 'owner');
    await user.selectOptions(within(invite).getByLabelText(/^Language of the e-mail/), 'ms');
    const reads = queries.filter((query) => query.table === 'company_invitations').length;
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('status')).toHaveTextContent('Invitation sent to Cara@Example.com.');
    expect(calls('create_company_invitation')).toEqual([
      { p_company_id: 'c-northwind', p_email: 'Cara@Example.com', p_role: 'owner', p_locale: 'ms' },
    ]);
    expect(email).toHaveValue('');
    await waitFor(() => expect(queries.filter((query) => query.table === 'company_invitations').length).toBe(reads + 1));
  });

  it.each([
    ['already_invited', 'This address already has a pending invitation. Withdraw it first to send a new one.'],
    ['already_member', 'This person is already a member of the company.'],
  ])('says %s at the address field', async (reason, sentence) => {
    const { user } = await renderPage(setup({ rpc: (name) => (name === 'create_company_invitation' ? refusal(reason) : undefined) }));
    const invite = section('Invite a colleague');
    const email = within(invite).getByLabelText(/^E-mail address/);
    await user.type(email, 'ben@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(sentence));
    expect(email).toHaveFocus();
  });

  it('says when the owner has sent too many invitations', async () => {
    const { user } = await renderPage(
      setup({ rpc: (name) => (name === 'create_company_invitation' ? refusal('invitation_rate_limited') : undefined) }),
    );
    const invite = section('Invite a colleague');
    await user.type(within(invite).getByLabelText(/^E-mail address/), 'ben@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(
      'You have sent 10 invitations in the last hour. Wait a while before you send another.',
    );
  });

  it('withdraws a pending invitation, and says so when it was no longer pending', async () => {
    let answer: Answer | undefined = undefined;
    const { user, calls } = await renderPage(setup({ rpc: (name) => (name === 'withdraw_company_invitation' ? answer : undefined) }));
    const invitations = section('Pending invitations');
    await user.click(await within(invitations).findByRole('button', { name: 'Withdraw ben@example.com' }));
    expect(await within(invitations).findByRole('status')).toHaveTextContent('The invitation to ben@example.com was withdrawn.');
    expect(calls('withdraw_company_invitation')).toEqual([{ p_invitation_id: 'inv-1' }]);
    answer = refusal('invitation_not_pending');
    await user.click(await within(invitations).findByRole('button', { name: 'Withdraw ben@example.com' }));
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(
      'This invitation is no longer pending: it was accepted, withdrawn or has expired.',
    );
  });

  it('changes a role after confirming, and keeps the dialog open with the last-owner refusal', async () => {
    let answer: Answer | undefined = refusal('last_owner');
    const { user, calls } = await renderPage(setup({ rpc: (name) => (name === 'set_company_member_role' ? answer : undefined) }));
    await user.click(await within(section('Members')).findByRole('button', { name: 'Make member demo@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make demo@example.com a member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The company must keep at least one owner. Make another member an owner first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answer = undefined;
    await user.click(within(section('Members')).getByRole('button', { name: 'Make owner ana@example.com' }));
    const promote = await screen.findByRole('dialog', { name: 'Make ana@example.com an owner?' });
    expect(within(promote).getByRole('alert')).toBeEmptyDOMElement();
    await user.click(within(promote).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section('Members')).getByRole('status')).toHaveTextContent('ana@example.com is now an owner.');
    expect(calls('set_company_member_role')).toEqual([
      { p_company_id: 'c-northwind', p_user_id: 'user-1', p_role: 'member' },
      { p_company_id: 'c-northwind', p_user_id: 'user-2', p_role: 'owner' },
    ]);
  });

  it('removes a member after confirming (never the owner themself: they leave instead)', async () => {
    const { user, calls } = await renderPage();
    const members = section('Members');
    await within(members).findByRole('table');
    expect(within(members).queryByRole('button', { name: 'Remove demo@example.com' })).not.toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Remove ana@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ana@example.com from the company?' });
    expect(calls('remove_company_member')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(members).getByRole('status')).toHaveTextContent('ana@example.com was removed from the company.');
    expect(calls('remove_company_member')).toEqual([{ p_company_id: 'c-northwind', p_user_id: 'user-2' }]);
  });

  it('requires two-step sign-in only once the owner has it, and links to where it is turned on', async () => {
    let answer: Answer | undefined = refusal('owner_needs_second_factor');
    const { user, calls } = await renderPage(setup({ rpc: (name) => (name === 'set_company_policy' ? answer : undefined) }));
    const policy = section('Two-step sign-in for everyone');
    expect(within(policy).getByText('Not required')).toBeInTheDocument();
    await user.click(within(policy).getByRole('button', { name: 'Require two-step sign-in' }));
    const alert = await within(policy).findByRole('alert');
    expect(alert).toHaveTextContent('Turn on two-step sign-in for your own account before you require it of every member.');
    expect(within(alert).getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/account');
    answer = undefined;
    await user.click(within(policy).getByRole('button', { name: 'Require two-step sign-in' }));
    expect(await within(policy).findByRole('status')).toHaveTextContent('Two-step sign-in is now required for every member.');
    expect(calls('set_company_policy')).toEqual([
      { p_company_id: 'c-northwind', p_require_second_factor: true },
      { p_company_id: 'c-northwind', p_require_second_factor: true },
    ]);
  });

  it('renames the company, with the refusal of a bad name in words', async () => {
    let answer: Answer | undefined = refusal('invalid_name');
    const { user, calls } = await renderPage(setup({ rpc: (name) => (name === 'rename_company' ? answer : undefined) }));
    const naming = section('Company name');
    const field = within(naming).getByLabelText(/^Name/);
    expect(field).toHaveValue('Northwind Traders');
    await user.clear(field);
    await user.click(within(naming).getByRole('button', { name: 'Rename' }));
    expect(field).toHaveAccessibleDescription('This field is required.');
    await user.type(field, 'Northwind');
    await user.click(within(naming).getByRole('button', { name: 'Rename' }));
    expect(await within(naming).findByRole('alert')).toHaveTextContent(
      'Enter a name of 1 to 120 characters, without line breaks or other control characters.',
    );
    answer = undefined;
    await user.click(within(naming).getByRole('button', { name: 'Rename' }));
    expect(await within(naming).findByRole('status')).toHaveTextContent('The company is now called Northwind.');
    expect(calls('rename_company').at(-1)).toEqual({ p_company_id: 'c-northwind', p_name: 'Northwind' });
  });

  it('tells the last owner they cannot leave', async () => {
    const { user, calls } = await renderPage(setup({ rpc: (name) => (name === 'leave_company' ? refusal('last_owner') : undefined) }));
    await user.click(within(section('Leave the company')).getByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Northwind Traders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The company must keep at least one owner. Make another member an owner first.',
    );
    expect(calls('leave_company')).toEqual([{ p_company_id: 'c-northwind' }]);
  });
});

describe('CompanyPage for a member', () => {
  const member: CompanyMembership = { ...owner, role: 'member' };
  const asMember = () =>
    setup({
      companies: [member],
      rpc: (name) => (name === 'company_members' ? { data: members.map((row) => ({ ...row, second_factor_enabled: null })) } : undefined),
    });

  it('shows the members without the owners’ columns, and no owner sections', async () => {
    const { calls } = await renderPage(asMember());
    expect(screen.getByText('You are a member of this company.')).toBeInTheDocument();
    const table = await within(section('Members')).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Member', 'Role', 'Joined']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    for (const name of ['Company name', 'Invite a colleague', 'Pending invitations', 'Two-step sign-in for everyone'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(calls('company_members')).toEqual([{ p_company_id: 'c-northwind' }]);
  });

  it('leaves after confirming and goes to the dashboard', async () => {
    const { user, calls, probe } = await renderPage(asMember());
    await user.click(within(section('Leave the company')).getByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Northwind Traders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(probe.location?.pathname).toBe('/dashboard');
    expect(calls('leave_company')).toEqual([{ p_company_id: 'c-northwind' }]);
  });
});

describe('CompanyPage behind the company’s policy', () => {
  it('reads none of the company’s members while the member lacks the required two-step sign-in', async () => {
    const gated = { ...owner, role: 'member' as const, require_second_factor: true, second_factor_enabled: false };
    const database = setup({ companies: [gated] });
    await renderRemote(<CompanyPage />, {
      namespace: 'company',
      messages,
      path: '/company',
      auth: { status: 'signed-in', session: database.session, getClient: async () => database.client as unknown as SupabaseClient },
    });
    expect(await screen.findByTestId('company-second-factor')).toBeInTheDocument();
    expect(database.calls('company_members')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
  });
});
