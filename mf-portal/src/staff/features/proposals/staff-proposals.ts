import type { SupabaseClient } from '@supabase/supabase-js';
import { proposalBucket, proposalServices, proposalStatuses, type ProposalFile, type ProposalStatus } from '../../../lib/proposals';
import { staffWriteFailure } from '../../lib/write-failure';

export { proposalBucket, proposalServices, proposalStatuses, type ProposalFile, type ProposalStatus };

/** A row of `proposals` as staff read it (every client's). */
export interface StaffProposal {
  id: string;
  client_id: string;
  title: string;
  services: string[];
  status: string;
  status_note: string | null;
  created_at: string;
  updated_at: string;
}

/** Every client's proposals, newest first (RLS gives staff all rows, anyone else none). */
export async function loadAllProposals(client: SupabaseClient): Promise<StaffProposal[]> {
  const { data, error } = await client.from('proposals').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data as StaffProposal[];
}

// Postgres refuses an id that is not a uuid with 22P02 (a link typed by hand): no such proposal.
const isBadId = (error: { code?: string }) => error.code === '22P02';

/** One proposal with its documents, or null when there is no such proposal (for this session). */
export async function loadProposal(client: SupabaseClient, id: string): Promise<{ proposal: StaffProposal; files: ProposalFile[] } | null> {
  const { data, error } = await client.from('proposals').select('*').eq('id', id);
  if (error) {
    if (isBadId(error)) return null;
    throw error;
  }
  const proposal = (data as StaffProposal[])[0];
  if (!proposal) return null;
  // Separate query: the local stand-in's PostgREST has no resource embedding.
  const { data: fileRows, error: filesError } = await client
    .from('request_files')
    .select('*')
    .eq('proposal_id', id)
    .order('file_name', { ascending: true });
  if (filesError) throw filesError;
  return { proposal, files: fileRows as ProposalFile[] };
}

/** Why a review was not saved (a proposal has no unique column, so never a duplicate). */
export type ReviewFailure = 'denied' | 'invalid' | 'failed';
export type ReviewOutcome = { ok: true; proposal: StaffProposal } | { ok: false; failure: ReviewFailure };

/**
 * Sets a proposal's status and the note the client reads (an empty note is stored as null). The
 * row comes back so the page shows what was stored; an update that matches no row means RLS hid
 * it, i.e. the session may no longer make staff changes (PostgREST answers that without an error).
 */
export async function saveReview(
  client: SupabaseClient,
  id: string,
  review: { status: ProposalStatus; note: string },
): Promise<ReviewOutcome> {
  const { data, error } = await client
    .from('proposals')
    .update({ status: review.status, status_note: review.note === '' ? null : review.note })
    .eq('id', id)
    .select('*');
  if (error) {
    console.warn('The review could not be saved', error);
    const failure = staffWriteFailure(error);
    return { ok: false, failure: failure === 'duplicate' ? 'failed' : failure };
  }
  const proposal = (data as StaffProposal[] | null)?.[0];
  return proposal ? { ok: true, proposal } : { ok: false, failure: 'denied' };
}
