import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import type { Language } from '@meridian/shared/lib/languages';
import { DataError, dataOf, toDataError, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import type { Company, CompanyRole } from '@meridian/shared/runtime/company';

/**
 * The Company page's and the invitation page's reads and writes, each taking the page's client.
 * Every one returns its data or throws a DataError; queries.ts runs them. The database decides who
 * may do what (supabase/migrations/20261127000100_client_companies.sql); these only ask.
 */
type Client = SupabaseClient<Database>;

export type { CompanyRole };
/** One of the reader's companies, as the runtime's useCurrentCompany gives it (my_companies). */
export type CompanyMembership = Company;
export const companyRoles: readonly CompanyRole[] = ['owner', 'member'];

/** A member as company_members answers: `second_factor_enabled` is null unless the reader is an owner. */
export interface CompanyMember {
  user_id: string;
  email: string;
  role: CompanyRole;
  joined_at: string;
  second_factor_enabled: boolean | null;
}

/** A pending invitation as its company's owners read it (the token is never readable). */
export interface PendingInvitation {
  id: string;
  email: string;
  role: CompanyRole;
  invited_by_email: string | null;
  created_at: string;
  expires_at: string;
}

export type InvitationStatus = 'pending' | 'expired' | 'used' | 'withdrawn';

/** What company_invitation_preview tells anyone holding the link, signed in or not. */
export interface InvitationPreview {
  company: string;
  email: string;
  role: CompanyRole;
  status: InvitationStatus;
  expires_at: string;
}

/**
 * The database's own refusals (raised as P0001, or 42501 for not_owner and not_member, with the
 * reason as the message), each worded by the page (`errors.<reason>` in the company copy).
 */
export const companyReasons = [
  'invalid_email',
  'invalid_role',
  'already_member',
  'already_invited',
  'invitation_rate_limited',
  'invitation_not_pending',
  'invitation_invalid',
  'invitation_expired',
  'invitation_used',
  'invitation_withdrawn',
  'invitation_wrong_account',
  'last_owner',
  'owner_needs_second_factor',
  'invalid_name',
  'not_owner',
  'not_member',
  'member_not_found',
  'invalid_policy',
] as const;
export type CompanyReason = (typeof companyReasons)[number];

/** Why a read or write failed: one of the database's reasons, or one of the shared kinds. */
export function companyFailure(error: unknown): CompanyReason | FailureKind {
  const { kind, code, message } = toDataError(error);
  const reason = companyReasons.find((candidate) => candidate === message);
  return reason && (code === 'P0001' || code === '42501') ? reason : kind;
}

export function isCompanyReason(failure: string): failure is CompanyReason {
  return (companyReasons as readonly string[]).includes(failure);
}

/** The company's members, first joined first (the caller must pass the company's gate). */
export async function loadMembers(client: Client, companyId: string): Promise<CompanyMember[]> {
  const rows = dataOf(await client.rpc('company_members', { p_company_id: companyId })) ?? [];
  return [...(rows as CompanyMember[])].sort((a, b) => a.joined_at.localeCompare(b.joined_at));
}

/** The company's invitations not yet accepted, withdrawn or expired, soonest to expire first. */
export async function loadPendingInvitations(client: Client, companyId: string, now = new Date()): Promise<PendingInvitation[]> {
  const rows = dataOf(
    await client
      .from('company_invitations')
      .select('id, email, role, invited_by_email, created_at, expires_at')
      .eq('company_id', companyId)
      .is('accepted_at', null)
      .is('withdrawn_at', null)
      .gt('expires_at', now.toISOString())
      .order('expires_at', { ascending: true }),
  );
  return rows as PendingInvitation[];
}

export interface NewInvitation {
  email: string;
  role: CompanyRole;
  locale: Language;
}

/** Invites an address; the database queues the e-mail in the invitee's language. */
export async function createInvitation(client: Client, companyId: string, invitation: NewInvitation): Promise<void> {
  dataOf(
    await client.rpc('create_company_invitation', {
      p_company_id: companyId,
      p_email: invitation.email,
      p_role: invitation.role,
      p_locale: invitation.locale,
    }),
  );
}

export async function withdrawInvitation(client: Client, invitationId: string): Promise<void> {
  dataOf(await client.rpc('withdraw_company_invitation', { p_invitation_id: invitationId }));
}

export async function setMemberRole(client: Client, companyId: string, userId: string, role: CompanyRole): Promise<void> {
  dataOf(await client.rpc('set_company_member_role', { p_company_id: companyId, p_user_id: userId, p_role: role }));
}

export async function removeMember(client: Client, companyId: string, userId: string): Promise<void> {
  dataOf(await client.rpc('remove_company_member', { p_company_id: companyId, p_user_id: userId }));
}

export async function leaveCompany(client: Client, companyId: string): Promise<void> {
  dataOf(await client.rpc('leave_company', { p_company_id: companyId }));
}

export async function setSecondFactorPolicy(client: Client, companyId: string, required: boolean): Promise<void> {
  dataOf(await client.rpc('set_company_policy', { p_company_id: companyId, p_require_second_factor: required }));
}

export async function renameCompany(client: Client, companyId: string, name: string): Promise<void> {
  dataOf(await client.rpc('rename_company', { p_company_id: companyId, p_name: name }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What an invitation link is for; a forged or unknown token is refused as invitation_invalid. */
export async function previewInvitation(client: Client, token: string): Promise<InvitationPreview> {
  const answer = dataOf(await client.rpc('company_invitation_preview', { p_token: token })) as unknown;
  if (!isRecord(answer) || typeof answer.company !== 'string' || typeof answer.status !== 'string')
    throw new DataError('failed', 'company_invitation_preview answered without a company or status');
  return answer as unknown as InvitationPreview;
}

/** Accepts the invitation with the signed-in account; answers the company joined. */
export async function acceptInvitation(client: Client, token: string): Promise<{ companyId: string; company: string }> {
  const answer = dataOf(await client.rpc('accept_company_invitation', { p_token: token })) as unknown;
  if (!isRecord(answer) || typeof answer.company_id !== 'string')
    throw new DataError('failed', 'accept_company_invitation answered without a company id');
  return { companyId: answer.company_id, company: typeof answer.company === 'string' ? answer.company : '' };
}
