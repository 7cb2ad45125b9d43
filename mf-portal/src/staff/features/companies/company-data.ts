import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf, failureKind } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';

/**
 * One company as staff read it, each part with the reader's own rights (staff read every company,
 * its members, invitations and requests through row-level security).
 */
type Client = SupabaseClient<Database>;

export type StaffCompanyRow = Tables<'companies'>;
export type StaffMember = Pick<Tables<'company_members'>, 'user_id' | 'email' | 'role' | 'joined_at'>;
export type StaffInvitation = Pick<
  Tables<'company_invitations'>,
  'id' | 'email' | 'role' | 'invited_by_email' | 'created_at' | 'expires_at'
>;
export type CompanyTicket = Pick<Tables<'support_tickets'>, 'id' | 'number' | 'subject' | 'status' | 'opened_by_email' | 'updated_at'>;
export type CompanyProposal = Pick<Tables<'proposals'>, 'id' | 'title' | 'status' | 'submitted_by_email' | 'created_at'>;

/** The company's row, or null when there is none with that id (a link typed by hand included). */
export async function loadCompany(client: Client, companyId: string): Promise<StaffCompanyRow | null> {
  try {
    // Awaited apart: inside dataOf's argument, maybeSingle would take its row type from dataOf's parameter.
    const answer = await client.from('companies').select('*').eq('id', companyId).maybeSingle();
    return dataOf(answer);
  } catch (error) {
    // Postgres refuses an id that is not a uuid (22P02): no such company.
    if (failureKind(error) === 'invalid') return null;
    throw error;
  }
}

/** Its members, first joined first. */
export async function loadMembers(client: Client, companyId: string): Promise<StaffMember[]> {
  return dataOf(
    await client
      .from('company_members')
      .select('user_id, email, role, joined_at')
      .eq('company_id', companyId)
      .order('joined_at', { ascending: true }),
  );
}

/** Its invitations still waiting for an answer (neither used nor withdrawn; an expired one is marked by the page), newest first. */
export async function loadPendingInvitations(client: Client, companyId: string): Promise<StaffInvitation[]> {
  return dataOf(
    await client
      .from('company_invitations')
      .select('id, email, role, invited_by_email, created_at, expires_at')
      .eq('company_id', companyId)
      .is('accepted_at', null)
      .is('withdrawn_at', null)
      .order('created_at', { ascending: false }),
  );
}

/** Its tickets, last activity first, with who opened each. */
export async function loadCompanyTickets(client: Client, companyId: string): Promise<CompanyTicket[]> {
  return dataOf(
    await client
      .from('support_tickets')
      .select('id, number, subject, status, opened_by_email, updated_at')
      .eq('company_id', companyId)
      .order('updated_at', { ascending: false }),
  );
}

/** Its proposals, newest first, with who submitted each. */
export async function loadCompanyProposals(client: Client, companyId: string): Promise<CompanyProposal[]> {
  return dataOf(
    await client
      .from('proposals')
      .select('id, title, status, submitted_by_email, created_at')
      .eq('company_id', companyId)
      .order('created_at', { ascending: false }),
  );
}

/**
 * The first company a person joined, for a link of the time before companies
 * (/staff/clients/<user id>); null when they are in none (or the id is no uuid).
 */
export async function firstCompanyOf(client: Client, userId: string): Promise<string | null> {
  try {
    const rows = dataOf(
      await client.from('company_members').select('company_id').eq('user_id', userId).order('joined_at', { ascending: true }).limit(1),
    );
    return rows[0]?.company_id ?? null;
  } catch (error) {
    if (failureKind(error) === 'invalid') return null;
    throw error;
  }
}
