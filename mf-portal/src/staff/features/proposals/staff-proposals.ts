import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf, failureKind } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import { proposalBucket, proposalServices, proposalStatuses, type ProposalStatus } from '../../../lib/proposals';

export { proposalBucket, proposalServices, proposalStatuses, type ProposalStatus };

/** A row of `proposals` (staff read every client's). */
export type StaffProposal = Tables<'proposals'>;

/** A proposal's document: its row of `request_files`. */
export type StaffProposalFile = Pick<Tables<'request_files'>, 'id' | 'object_path' | 'file_name' | 'size_bytes'>;

/** Every client's proposals, newest first (RLS gives staff all rows, anyone else none). */
export async function loadAllProposals(client: SupabaseClient<Database>): Promise<StaffProposal[]> {
  return dataOf(await client.from('proposals').select('*').order('created_at', { ascending: false }));
}

/** One proposal with its documents, or null when there is no such proposal (for this session). */
export async function loadProposal(
  client: SupabaseClient<Database>,
  id: string,
): Promise<{ proposal: StaffProposal; files: StaffProposalFile[] } | null> {
  let rows: StaffProposal[];
  try {
    rows = dataOf(await client.from('proposals').select('*').eq('id', id));
  } catch (error) {
    // Postgres refuses an id that is not a uuid (22P02, a link typed by hand): no such proposal.
    if (failureKind(error) === 'invalid') return null;
    throw error;
  }
  const proposal = rows[0];
  if (!proposal) return null;
  // Separate query: the local stand-in's PostgREST has no resource embedding.
  const files = dataOf(
    await client
      .from('request_files')
      .select('id, object_path, file_name, size_bytes')
      .eq('proposal_id', id)
      .order('file_name', { ascending: true }),
  );
  return { proposal, files };
}

/**
 * Sets a proposal's status and the note the client reads (an empty note is stored as null), and
 * answers the stored row. An update that matches no row means RLS hid it, i.e. the session may no
 * longer make staff changes (PostgREST answers that without an error).
 */
export async function saveReview(
  client: SupabaseClient<Database>,
  id: string,
  review: { status: ProposalStatus; note: string },
): Promise<StaffProposal> {
  const rows = dataOf(
    await client
      .from('proposals')
      .update({ status: review.status, status_note: review.note === '' ? null : review.note })
      .eq('id', id)
      .select('*'),
  );
  const proposal = rows[0];
  if (!proposal) throw new DataError('denied', 'The review matched no proposal this session may change');
  return proposal;
}
