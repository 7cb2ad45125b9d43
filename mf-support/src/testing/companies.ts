import type { Company } from '@meridian/shared/runtime/company';

import { northwind } from '@meridian/shared/testing/companies';

export { contoso, northwind } from '@meridian/shared/testing/companies';

/**
 * Gives a fake Supabase client the memberships my_companies() answers: `memberships.current` at the
 * time of each call, so a test can take a company away while the page is open.
 */
export function withCompanies<Client extends object>(client: Client, memberships: { current: Company[] } = { current: [northwind] }) {
  return Object.assign(client, {
    rpc: async (name: string) => {
      if (name === 'my_companies') return { data: memberships.current, error: null };
      if (name === 'mfa_status') return { data: { enabled: false, verified: false }, error: null };
      return { data: null, error: { message: `unexpected rpc ${name}` } };
    },
  });
}
