import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf, toDataError, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import type { Database } from '@meridian/shared/lib/database-types';
import type { Language } from '@meridian/shared/lib/languages';

/**
 * A client company as staff see it (the `staff_companies` function: every company, with its
 * owners' addresses, how many members it has and how much it asked of Meridian).
 */
export type StaffCompany = Database['public']['Functions']['staff_companies']['Returns'][number];

/** Every company; throws a DataError (denied for anyone who is not signed-in staff). */
export async function loadStaffCompanies(client: SupabaseClient<Database>): Promise<StaffCompany[]> {
  return dataOf(await client.rpc('staff_companies')) ?? [];
}

/** What staff type to create a company: its name, and its first owner's address and language. */
export interface NewCompany {
  name: string;
  ownerEmail: string;
  locale: Language;
}

/**
 * Why staff_create_company refused, for the form to word: the database's own reasons (raised as
 * P0001 with the reason as the message; the field they belong to), or one of the shared kinds.
 */
export type CreateCompanyFailure = 'invalidName' | 'invalidEmail' | 'rateLimited' | FailureKind;

const reasons: Record<string, CreateCompanyFailure> = {
  invalid_name: 'invalidName',
  invalid_email: 'invalidEmail',
  invitation_rate_limited: 'rateLimited',
};

export function createCompanyFailure(error: unknown): CreateCompanyFailure {
  const { kind, code, message } = toDataError(error);
  if (code === 'P0001' && message in reasons) return reasons[message]!;
  return kind;
}

/**
 * Creates a company and an owner invitation for its first owner (the database mails it, in the
 * owner's language); answers the new company's id. A refusal is thrown as a DataError; read it
 * with createCompanyFailure.
 */
export async function createCompany(client: SupabaseClient<Database>, company: NewCompany): Promise<{ companyId: string }> {
  const answer = dataOf(
    await client.rpc('staff_create_company', { p_name: company.name, p_owner_email: company.ownerEmail, p_locale: company.locale }),
  ) as { company_id?: unknown } | null;
  if (typeof answer?.company_id !== 'string') throw new DataError('failed', 'staff_create_company answered without a company id');
  return { companyId: answer.company_id };
}
