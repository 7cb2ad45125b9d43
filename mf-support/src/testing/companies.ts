import type { Company } from '@meridian/shared/runtime/company';

/** The company a signed-in client of these tests works in, unless a test gives others. */
export const northwind: Company = {
  id: 'c-northwind',
  name: 'Northwind Traders',
  role: 'owner',
  require_second_factor: false,
  second_factor_enabled: false,
  joined_at: '2026-01-01T00:00:00Z',
};

export const contoso: Company = { ...northwind, id: 'c-contoso', name: 'Contoso Health', role: 'member' };

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
