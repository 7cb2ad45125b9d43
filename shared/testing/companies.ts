import type { Company } from '@meridian/shared/runtime/company';

/** The company a signed-in client of the tests works in, unless a test gives others. */
export const northwind: Company = {
  id: 'c-northwind',
  name: 'Northwind Traders',
  role: 'owner',
  require_second_factor: false,
  second_factor_enabled: false,
  joined_at: '2026-01-01T00:00:00Z',
};

/** A second company, where the same person is a member. */
export const contoso: Company = { ...northwind, id: 'c-contoso', name: 'Contoso Health', role: 'member' };
