import type { ReactElement } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { ResourceKey } from 'i18next';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import type { StaffCompany } from '../lib/staff-companies';

/** A signed-in staff member's session (what RequireStaff admits, with a verified code). */
export const staffSession = {
  user: { id: 'staff-1', email: 'ops@meridian.test', app_metadata: { staff: true } },
} as unknown as Session;

/**
 * Gives a fakeSupabase client an `rpc` (the fake has none): `answers` by function name, each
 * resolving as supabase-js does ({ data, error }); the calls are recorded.
 */
export function withRpc(client: SupabaseClient, answers: Record<string, { data?: unknown; error?: unknown }>) {
  const calls: { name: string; args: unknown }[] = [];
  Object.assign(client, {
    rpc: async (name: string, args?: unknown) => {
      calls.push({ name, args });
      return { data: null, error: null, ...(answers[name] ?? { error: { code: '42883', message: `no function ${name}` } }) };
    },
  });
  return calls;
}

/**
 * Renders a staff page as the workspace would: the 'staff' namespace (this file's copy, plus any
 * `extra` messages such as the records copy), signed in as `staffSession` with `client`. `route`
 * is the pattern the page is mounted at, for pages that read parameters.
 */
export function renderStaff(
  ui: ReactElement,
  { client, path = '/staff', route, extra = {} }: { client: SupabaseClient; path?: string; route?: string; extra?: ResourceKey },
) {
  return renderRemote(ui, {
    namespace: 'staff',
    messages: { ...messages, ...(extra as object) },
    path,
    routes: route ? { [route]: ui } : {},
    auth: { status: 'signed-in', session: staffSession, getClient: async () => client },
  });
}

/** A row of staff_companies, with figures of nothing unless given. */
export function staffCompany(fields: Partial<StaffCompany> & Pick<StaffCompany, 'id' | 'name'>): StaffCompany {
  return {
    created_at: '2026-01-01T00:00:00Z',
    require_second_factor: false,
    member_count: 1,
    owner_emails: [],
    open_tickets: 0,
    projects: 0,
    proposals: 0,
    ...fields,
  };
}
