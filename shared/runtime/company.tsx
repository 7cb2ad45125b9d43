import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { DataError, dataOf } from '@meridian/shared/lib/supabase-errors';

/**
 * The client's companies and the one they are working in. A runtime module, like query.tsx: the
 * shell provides it (a federation singleton), so every remote on the page sees one choice, and it
 * loads only with pages that read server state (it brings TanStack Query).
 *
 * The choice is the browser's, per user (localStorage `meridian.company.<userId>`), never part of
 * the server's HTML, which is the same for everyone. Company data is read with the chosen id in
 * its query key and filter, so a change of company reads that company's data afresh.
 */

export type CompanyRole = 'owner' | 'member';

/** One membership of the signed-in person, as my_companies() answers it. */
export interface Company {
  id: string;
  name: string;
  role: CompanyRole;
  require_second_factor: boolean;
  /** whether the person (not the company) has two-step sign-in on */
  second_factor_enabled: boolean;
  joined_at: string;
}

export const companyKeys = { mine: ['companies', 'mine'] as const };

/**
 * How often an open page asks again which companies the person still belongs to, so one whose
 * access was withdrawn learns it without reloading (a focused window also asks at once).
 */
export const membershipRefreshMs = 60_000;

/**
 * The code of the error the memberships' query fails with while the session still owes the
 * person's own second factor (my_companies() then answers nothing, which is no proof of having no
 * company: taking it for one would say that access ended and forget the kept choice).
 */
export const secondFactorOwed = 'second_factor_owed';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every membership of the signed-in person, first joined first; nothing is asked for a visitor. */
export function useCompanies(): UseQueryResult<Company[]> {
  const { status, session, getClient } = useAuth();
  const userId = status === 'signed-in' ? session?.user.id : undefined;
  const queryClient = useQueryClient();
  // TanStack Query reads again when the page becomes visible; a window that only regains focus
  // (another window beside it was in use) is visible all along, so its focus asks too. One read
  // for all the page's users of the memberships: a read under way is not started again.
  useEffect(() => {
    if (userId === undefined) return;
    const onFocus = () => void queryClient.refetchQueries({ queryKey: companyKeys.mine, type: 'active' }, { cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [userId, queryClient]);
  return useQuery({
    queryKey: companyKeys.mine,
    queryFn: async () => {
      const client = await getClient();
      const rows = dataOf(await client.rpc('my_companies')) ?? [];
      if (rows.length === 0) {
        const mfa = dataOf(await client.rpc('mfa_status'));
        if (isRecord(mfa) && mfa.enabled === true && mfa.verified !== true)
          throw new DataError('signedOut', 'This session has not passed its second factor yet', secondFactorOwed);
      }
      // The role is text to the generated types; the table's check allows only these two.
      return rows.map((row): Company => ({ ...row, role: row.role === 'owner' ? 'owner' : 'member' }));
    },
    enabled: userId !== undefined,
    refetchOnWindowFocus: 'always',
    refetchInterval: membershipRefreshMs,
  });
}

/** The kept choice: the id, and the name it had, to say whose access ended once it is gone. */
interface Kept {
  id: string;
  name: string;
}

export const choiceStorageKey = (userId: string) => `meridian.company.${userId}`;

const listeners = new Set<() => void>();
/** The company whose access ended while this page was open, per user, until another is chosen. */
const endedByUser = new Map<string, Kept>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('meridian.company.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that refuses storage (privacy settings) keeps the choice for this page only.
    return null;
  }
}

const memory = new Map<string, string>();

function readRaw(userId: string): string | null {
  try {
    const store = storage();
    if (store) return store.getItem(choiceStorageKey(userId));
  } catch {
    // Refused: the page's own memory below.
  }
  return memory.get(userId) ?? null;
}

function parseKept(raw: string | null): Kept | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as Kept).id === 'string')
      return { id: (value as Kept).id, name: typeof (value as Kept).name === 'string' ? (value as Kept).name : '' };
  } catch {
    // Not JSON: a bare id is accepted too.
  }
  return { id: raw, name: '' };
}

function keep(userId: string, company: Kept) {
  const raw = JSON.stringify({ id: company.id, name: company.name });
  memory.set(userId, raw);
  try {
    storage()?.setItem(choiceStorageKey(userId), raw);
  } catch {
    // Kept in memory only (see storage()).
  }
  notify();
}

function forget(userId: string) {
  memory.delete(userId);
  try {
    storage()?.removeItem(choiceStorageKey(userId));
  } catch {
    // Nothing was kept there.
  }
  notify();
}

export type CurrentCompanyStatus = 'loading' | 'none' | 'ready' | 'error';

export interface CurrentCompany {
  /**
   * loading: memberships not known yet (or no one signed in); none: the person belongs to no
   * company; ready: `company` is the one to show; error: the memberships could not be read.
   */
  status: CurrentCompanyStatus;
  company?: Company;
  /** every membership, first joined first */
  companies: Company[];
  /** works in another of the person's companies from now on (in this browser) */
  choose: (id: string) => void;
  /** the name of the company whose access ended while it was the chosen one */
  ended?: string;
  /** the memberships' query, for a Retry after `error` */
  query: UseQueryResult<Company[]>;
}

const noCompanies: Company[] = [];

/**
 * The company the person works in: the one they chose in this browser if they still belong to
 * it, else their first. When the kept one is gone (removed, left, or the company deleted), the
 * first is used, `ended` names the lost one, and its cached data is dropped from the page.
 */
export function useCurrentCompany(): CurrentCompany {
  const { status: authStatus, session } = useAuth();
  const userId = authStatus === 'signed-in' ? session?.user.id : undefined;
  const query = useCompanies();
  const queryClient = useQueryClient();
  const raw = useSyncExternalStore(
    subscribe,
    () => (userId ? readRaw(userId) : null),
    () => null,
  );
  const ended = useSyncExternalStore(
    subscribe,
    () => (userId ? endedByUser.get(userId) : undefined),
    () => undefined,
  );
  const kept = parseKept(raw);
  const companies = query.data ?? noCompanies;
  const keptCompany = kept ? companies.find((company) => company.id === kept.id) : undefined;
  const lost = query.data && kept && !keptCompany ? kept : undefined;
  const company = keptCompany ?? companies[0];

  const keptId = kept?.id;
  const keptName = kept?.name;
  useEffect(() => {
    if (!userId || !query.data) return;
    const present = (id: string) => query.data.some((candidate) => candidate.id === id);
    if (keptId !== undefined && !present(keptId)) {
      endedByUser.set(userId, { id: keptId, name: keptName ?? '' });
      // Nothing of that company stays on the page: its queries' keys carry its id.
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey.includes(keptId) });
    }
    const previouslyEnded = endedByUser.get(userId);
    if (previouslyEnded && present(previouslyEnded.id)) endedByUser.delete(userId);
    // The company in use is kept, so that losing it later is noticed (even with one company).
    if (company && (company.id !== keptId || company.name !== keptName)) keep(userId, company);
    else if (!company && keptId !== undefined) forget(userId);
  }, [userId, query.data, keptId, keptName, company, queryClient]);

  const choose = useCallback(
    (id: string) => {
      const chosen = query.data?.find((candidate) => candidate.id === id);
      if (!userId || !chosen) return;
      endedByUser.delete(userId);
      keep(userId, chosen);
    },
    [query.data, userId],
  );

  const endedName = (lost ?? ended)?.name;
  const base = { companies, choose, query, ...(endedName !== undefined ? { ended: endedName } : {}) };
  if (!userId || (query.data === undefined && query.status !== 'error')) return { ...base, status: 'loading' };
  if (query.data === undefined) return { ...base, status: 'error' };
  if (!company) return { ...base, status: 'none' };
  return { ...base, status: 'ready', company };
}
