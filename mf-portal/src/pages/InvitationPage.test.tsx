import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { AuthStatus } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import type { CompanyMembership, InvitationPreview } from '../features/company/company-data';
import messages from '../features/company/locales/en.json';
import { keepPendingInvitation, pendingInvitationPath } from '../features/company/pending-invitation';
import InvitationPage from './InvitationPage';

const token = 'f0b4c1de-0000-4000-8000-000000000001.c2lnbmF0dXJl';
const preview: InvitationPreview = {
  company: 'Northwind Traders',
  email: 'ana@example.com',
  role: 'member',
  status: 'pending',
  expires_at: '2026-12-04T09:00:00Z',
};
const northwind: CompanyMembership = {
  id: 'c-northwind',
  name: 'Northwind Traders',
  role: 'member',
  require_second_factor: false,
  second_factor_enabled: false,
  joined_at: '2026-11-27T09:00:00Z',
};
const personal: CompanyMembership = {
  ...northwind,
  id: 'c-personal',
  name: 'ana@example.com',
  role: 'owner',
  joined_at: '2026-11-01T09:00:00Z',
};

type Answer = { data?: unknown; error?: unknown };
const refusal = (reason: string) => ({ error: { code: 'P0001', message: reason, details: 'detail', hint: null } });

function setup({
  status = 'signed-out',
  email = 'ana@example.com',
  answer = {},
  path = `/invitation?token=${encodeURIComponent(token)}`,
}: {
  status?: AuthStatus;
  email?: string;
  answer?: Record<string, () => Answer | undefined>;
  path?: string;
} = {}) {
  let joined = false;
  const rpc = jest.fn(async (name: string, _args?: unknown) => {
    const given = answer[name]?.();
    if (given) return { data: null, error: null, ...given };
    if (name === 'company_invitation_preview') return { data: preview, error: null };
    if (name === 'accept_company_invitation') {
      joined = true;
      return { data: { company_id: northwind.id, company: northwind.name }, error: null };
    }
    if (name === 'my_companies') return { data: joined ? [personal, northwind] : [personal], error: null };
    return { data: null, error: null };
  });
  const signOut = jest.fn(async () => ({ error: null }));
  const client = { rpc, auth: { signOut } } as unknown as SupabaseClient;
  const session = status === 'signed-in' ? ({ user: { id: 'user-ana', email, app_metadata: {} } } as unknown as Session) : null;
  const render = () =>
    renderRemote(<InvitationPage />, {
      namespace: 'company',
      messages,
      path,
      routes: { '/dashboard': <h1>Dashboard stub</h1>, '/login': <h1>Login stub</h1>, '/register': <h1>Register stub</h1> },
      auth: { status, session, getClient: async () => client },
    });
  const calls = (name: string) => rpc.mock.calls.filter(([called]) => called === name).map(([, args]) => args as unknown);
  return { rpc, signOut, render, calls };
}

beforeEach(() => window.localStorage.clear());

describe('InvitationPage', () => {
  it('says what the invitation is for before sign-in, and offers sign-in and an account with the address, both coming back', async () => {
    const { render, calls } = setup();
    const { probe } = await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Northwind Traders' })).toBeInTheDocument();
    expect(screen.getByText('You are invited to join Northwind Traders as a member on the Meridian client portal.')).toBeInTheDocument();
    expect(screen.getByText('The invitation is for ana@example.com and expires on Dec 4, 2026.')).toBeInTheDocument();
    expect(calls('company_invitation_preview')).toEqual([{ p_token: token }]);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(probe.location?.state).toEqual({
      from: { pathname: '/invitation', search: `?token=${encodeURIComponent(token)}` },
      invitation: { email: 'ana@example.com' },
    });
  });

  it('hands the register page the address and the token', async () => {
    const { render } = setup();
    const { probe } = await render();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Register stub' })).toBeInTheDocument();
    expect(probe.location?.state).toEqual({ invitation: { email: 'ana@example.com', token } });
  });

  it('accepts for the invited address (any letter case), makes the company joined the chosen one and opens the dashboard', async () => {
    keepPendingInvitation(token);
    const { render, calls } = setup({ status: 'signed-in', email: 'Ana@Example.com' });
    const { probe } = await render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(probe.location?.pathname).toBe('/dashboard');
    expect(calls('accept_company_invitation')).toEqual([{ p_token: token }]);
    expect(JSON.parse(window.localStorage.getItem('meridian.company.user-ana') ?? 'null')).toEqual({
      id: northwind.id,
      name: northwind.name,
    });
    expect(pendingInvitationPath()).toBeNull();
  });

  it('words a refused acceptance and stays', async () => {
    const { render } = setup({ status: 'signed-in', answer: { accept_company_invitation: () => refusal('invitation_expired') } });
    await render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask the person who invited you to send a new one.',
    );
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });

  it('says which address the invitation is for when signed in with another, and signs out', async () => {
    const { render, signOut, calls } = setup({ status: 'signed-in', email: 'someone@example.com' });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as someone@example.com, but this invitation is for ana@example.com. Sign out, then sign in with ana@example.com.',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(calls('accept_company_invitation')).toEqual([]);
  });

  it.each([
    ['expired', 'This invitation has expired. Ask the person who invited you to send a new one.'],
    ['used', 'This invitation has already been used. If you accepted it, the company is on your dashboard.'],
    ['withdrawn', 'This invitation was withdrawn by the company. Ask its owner if you should still join.'],
  ])('says when the invitation is %s, offers no way to accept, and forgets a kept one', async (status, sentence) => {
    keepPendingInvitation(token);
    const { render } = setup({ answer: { company_invitation_preview: () => ({ data: { ...preview, status } }) } });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('heading', { level: 1, name: 'Company invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(pendingInvitationPath()).toBeNull();
  });

  it('refuses a forged token, and a link without one', async () => {
    const invalid = 'This invitation link is not valid. Open the whole link from the e-mail, or ask for a new invitation.';
    const forged = setup({ answer: { company_invitation_preview: () => refusal('invitation_invalid') } });
    const { unmount } = await forged.render();
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    unmount();
    const missing = setup({ path: '/invitation' });
    await missing.render();
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(missing.calls('company_invitation_preview')).toEqual([]);
  });

  it('offers Try again when the invitation could not be read', async () => {
    let failing = true;
    const { render } = setup({
      answer: { company_invitation_preview: () => (failing ? { error: { message: 'Failed to fetch', name: 'TypeError' } } : undefined) },
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The invitation could not be checked\./);
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Join Northwind Traders' })).toBeInTheDocument());
  });
});
