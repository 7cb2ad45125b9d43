import { act, screen, waitFor } from '@testing-library/react';
import { focusManager, useQuery } from '@tanstack/react-query';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { AuthContextValue } from '@meridian/shared/runtime/auth';
import { renderRemote } from '../testing/render-remote';
import { contoso as contosoMember, northwind } from '@meridian/shared/testing/companies';
import { choiceStorageKey, companyKeys, membershipRefreshMs, useCurrentCompany, type Company } from '@meridian/shared/runtime/company';

const contoso: Company = { ...contosoMember, joined_at: '2026-02-01T00:00:00Z' };

/** A signed-in person whose my_companies() answers whatever `memberships` holds at the time. */
function personWith(userId: string, memberships: { current: Company[] }, mfa = { enabled: false, verified: false }) {
  const rpc = jest.fn(async (name: string) => {
    if (name === 'my_companies') return { data: memberships.current, error: null };
    if (name === 'mfa_status') return { data: mfa, error: null };
    return { data: null, error: { message: 'unexpected' } };
  });
  const auth: Partial<AuthContextValue> = {
    status: 'signed-in',
    session: { user: { id: userId } } as Session,
    getClient: async () => ({ rpc }) as unknown as SupabaseClient,
  };
  return { auth, rpc };
}

/** Shows what useCurrentCompany says, and reads "company data" keyed by the company, as pages do. */
function Probe() {
  const current = useCurrentCompany();
  const name = current.company?.name;
  const data = useQuery({
    queryKey: ['test', 'projects', current.company?.id, name],
    queryFn: () => `projects of ${name}`,
    enabled: current.company !== undefined,
  });
  return (
    <div>
      <p data-testid="status">{current.status}</p>
      <p data-testid="company">{current.company?.name ?? '-'}</p>
      <p data-testid="ended">{current.ended ?? '-'}</p>
      <p data-testid="data">{data.data ?? '-'}</p>
      {current.companies.map((company) => (
        <button key={company.id} type="button" onClick={() => current.choose(company.id)}>
          {company.name}
        </button>
      ))}
    </div>
  );
}

const render = (auth: Partial<AuthContextValue>) => renderRemote(<Probe />, { namespace: 'test', messages: {}, auth });

beforeEach(() => window.localStorage.clear());

describe('useCurrentCompany', () => {
  it('asks nothing for a visitor and stays loading', async () => {
    await render({});
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
  });

  it('uses the first company, keeps it per user, and keeps a choice in this browser', async () => {
    const { auth, rpc } = personWith('ana', { current: [northwind, contoso] });
    const { unmount } = await render(auth);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(rpc).toHaveBeenCalledWith('my_companies');
    expect(screen.getByTestId('company')).toHaveTextContent('Northwind Traders');
    expect(JSON.parse(window.localStorage.getItem(choiceStorageKey('ana'))!)).toEqual({ id: northwind.id, name: northwind.name });

    act(() => screen.getByRole('button', { name: 'Contoso Health' }).click());
    expect(screen.getByTestId('company')).toHaveTextContent('Contoso Health');
    expect(await screen.findByText('projects of Contoso Health')).toBeInTheDocument();
    unmount();

    // Another visit in the same browser: the choice holds; another user of the browser has their own.
    await render(auth);
    await waitFor(() => expect(screen.getByTestId('company')).toHaveTextContent('Contoso Health'));
    expect(window.localStorage.getItem(choiceStorageKey('ben'))).toBeNull();
  });

  it('says none for a person in no company', async () => {
    await render(personWith('carl', { current: [] }).auth);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('none'));
  });

  it('says error when the memberships cannot be read', async () => {
    await render({
      status: 'signed-in',
      session: { user: { id: 'dina' } } as Session,
      getClient: async () =>
        ({ rpc: async () => ({ data: null, error: { message: 'boom', code: 'XX000' } }) }) as unknown as SupabaseClient,
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
  });

  it('learns on focus that the kept company is gone: names it, uses the next, and drops its cached data', async () => {
    const memberships = { current: [northwind, contoso] };
    const { auth, rpc } = personWith('eve', memberships);
    const { queryClient } = await render(auth);
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('projects of Northwind Traders'));

    memberships.current = [contoso];
    const calls = rpc.mock.calls.length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(rpc.mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(screen.getByTestId('ended')).toHaveTextContent('Northwind Traders'));
    expect(screen.getByTestId('company')).toHaveTextContent('Contoso Health');
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('projects of Contoso Health'));
    expect(queryClient.getQueryData(['test', 'projects', northwind.id, northwind.name])).toBeUndefined();
    expect(JSON.parse(window.localStorage.getItem(choiceStorageKey('eve'))!).id).toBe(contoso.id);
    act(() => focusManager.setFocused(undefined));

    // Choosing a company again puts the notice away.
    act(() => screen.getByRole('button', { name: 'Contoso Health' }).click());
    expect(screen.getByTestId('ended')).toHaveTextContent('-');
  });

  it("asks again when the window regains focus (not only when the page becomes visible), once for all the page's readers", async () => {
    const memberships = { current: [northwind] };
    const { auth, rpc } = personWith('jon', memberships);
    await renderRemote(
      <>
        <Probe />
        <Probe />
      </>,
      { namespace: 'test', messages: {}, auth },
    );
    await waitFor(() => expect(screen.getAllByTestId('company')[0]).toHaveTextContent('Northwind Traders'));
    const calls = rpc.mock.calls.length;
    memberships.current = [contoso];
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getAllByTestId('ended')[0]).toHaveTextContent('Northwind Traders'));
    expect(rpc.mock.calls.length).toBe(calls + 1);
  });

  it('asks again every minute, so a page left open learns that its only company is gone', async () => {
    jest.useFakeTimers();
    try {
      const memberships = { current: [northwind] };
      const { auth } = personWith('fred', memberships);
      await render(auth);
      await waitFor(() => expect(screen.getByTestId('company')).toHaveTextContent('Northwind Traders'));
      memberships.current = [];
      await act(async () => {
        await jest.advanceTimersByTimeAsync(membershipRefreshMs);
      });
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('none'));
      expect(screen.getByTestId('ended')).toHaveTextContent('Northwind Traders');
      expect(screen.getByTestId('data')).toHaveTextContent('-');
      expect(window.localStorage.getItem(choiceStorageKey('fred'))).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes no answer for no company while the session still owes its second factor: the choice is kept, nothing ended', async () => {
    const memberships = { current: [northwind, contoso] };
    const mfa = { enabled: true, verified: true };
    const { auth, rpc } = personWith('hal', memberships, mfa);
    await render(auth);
    await waitFor(() => expect(screen.getByTestId('company')).toHaveTextContent('Northwind Traders'));
    act(() => screen.getByRole('button', { name: 'Contoso Health' }).click());

    // Another session of this person (same browser) that has not entered its code yet.
    memberships.current = [];
    mfa.verified = false;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('mfa_status'));
    await act(async () => {});
    expect(screen.getByTestId('ended')).toHaveTextContent('-');
    expect(screen.getByTestId('company')).toHaveTextContent('Contoso Health');
    expect(JSON.parse(window.localStorage.getItem(choiceStorageKey('hal'))!).id).toBe(contoso.id);
    act(() => focusManager.setFocused(undefined));
  });

  it('says error (not none) to a session owing its second factor that has nothing to show yet', async () => {
    await render(personWith('ivy', { current: [] }, { enabled: true, verified: false }).auth);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('ended')).toHaveTextContent('-');
  });

  it('reads the memberships under the contract key', async () => {
    const { auth } = personWith('gus', { current: [northwind] });
    const { queryClient } = await render(auth);
    await waitFor(() => expect(queryClient.getQueryData(companyKeys.mine)).toEqual([northwind]));
    expect(companyKeys.mine).toEqual(['companies', 'mine']);
  });
});
