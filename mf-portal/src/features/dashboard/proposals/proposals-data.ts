import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { UploadError } from '@meridian/shared/lib/storage-upload';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import { proposalBucket, type ProposalFile } from '../../../lib/proposals';
import type { ProposalDraft } from './proposal';

/** A row of `proposals` as the client reads it (status and status_note are staff's). */
export interface ProposalRow {
  id: string;
  title: string;
  services: string[];
  status: string;
  status_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface Proposal extends ProposalRow {
  files: ProposalFile[];
}

const proposalColumns = 'id, title, services, status, status_note, created_at, updated_at';
const fileColumns = 'id, proposal_id, object_path, file_name, content_type, size_bytes';

/**
 * The signed-in client's proposals, newest first, each with its documents (RLS decides which rows
 * exist for them). Two queries: the local stand-in's PostgREST has no resource embedding.
 */
export async function loadProposals(client: SupabaseClient): Promise<Proposal[]> {
  const { data, error } = await client.from('proposals').select(proposalColumns).order('created_at', { ascending: false });
  if (error) throw error;
  const proposals = data as ProposalRow[];
  if (proposals.length === 0) return [];
  const { data: fileRows, error: filesError } = await client
    .from('request_files')
    .select(fileColumns)
    .in(
      'proposal_id',
      proposals.map((proposal) => proposal.id),
    )
    .order('file_name', { ascending: true });
  if (filesError) throw filesError;
  const files = fileRows as ProposalFile[];
  return proposals.map((proposal) => ({ ...proposal, files: files.filter((file) => file.proposal_id === proposal.id) }));
}

/**
 * Why a proposal was not sent, each with its own message in the dialog:
 * - cancelled: the client cancelled the upload; nothing was stored
 * - uploadFailed: a document could not be uploaded (the picker says which and why)
 * - denied / invalid / failed: the database refused the proposal (42501 or PGRST30x: the session
 *   ended, its token is no longer accepted, or it owes its second factor; 23514: a value outside its checks; anything else), so nothing exists
 * - storedWithoutFiles: the proposal row exists, its documents' records were refused (for any
 *   reason: with at most 5 documents on a proposal that has none, too_many_files cannot be it)
 */
export type SubmitFailure = 'cancelled' | 'uploadFailed' | 'denied' | 'invalid' | 'failed' | 'storedWithoutFiles';

export function submitFailureOf(error: Pick<PostgrestError, 'code'>): 'denied' | 'invalid' | 'failed' {
  if (error.code === '42501' || /^PGRST30\d$/.test(error.code)) return 'denied';
  if (error.code === '23514') return 'invalid';
  return 'failed';
}

export interface SubmitSteps {
  /** uploads the chosen documents (useAttachments' upload); throws an UploadError */
  upload: () => Promise<StoredFile[]>;
  /** removes uploaded objects that no record will point to (useAttachments' forget) */
  forget: (files: StoredFile[]) => Promise<void>;
}

export type SubmitOutcome =
  | { ok: true; proposal: ProposalRow }
  /** `proposal`: the row that exists without its documents (storedWithoutFiles) */
  | { ok: false; failure: SubmitFailure; proposal?: ProposalRow };

/**
 * Sends a proposal: its documents to Storage, then the proposal row, then one record per document.
 *
 * The order keeps a failure from leaving half a proposal as far as the database allows. A record
 * needs its proposal's id, so the proposal comes before the records; the uploads come first of all,
 * so the likely failures (a slow or lost connection, a cancel, a refused file) happen before any row
 * exists. The client may not delete a proposal (no delete grant), and the two inserts cannot share
 * a transaction through PostgREST, so one gap remains: the records being refused after the
 * proposal was stored. Then the uploaded objects are removed (unrecorded, so the client may), the
 * outcome says so honestly, and `unfinished` lets the next attempt attach the documents to that same
 * proposal instead of storing a second one, as long as its title and services are unchanged.
 */
export async function submitProposal(
  client: SupabaseClient,
  draft: Pick<ProposalDraft, 'title' | 'services'>,
  steps: SubmitSteps,
  unfinished: ProposalRow | null = null,
): Promise<SubmitOutcome> {
  let stored: StoredFile[];
  try {
    stored = await steps.upload();
  } catch (error) {
    // useAttachments removed whatever the batch had stored before it failed.
    return { ok: false, failure: error instanceof UploadError && error.failure === 'aborted' ? 'cancelled' : 'uploadFailed' };
  }

  let proposal = unfinished && sameProposal(unfinished, draft) ? unfinished : null;
  if (!proposal) {
    const { data, error } = await client
      .from('proposals')
      .insert({ title: draft.title, services: draft.services })
      .select(proposalColumns)
      .single();
    if (error) {
      console.warn('The proposal could not be stored', error);
      await steps.forget(stored);
      return { ok: false, failure: submitFailureOf(error) };
    }
    proposal = data as ProposalRow;
  }

  // One statement for all the records: they are stored together or not at all.
  const { error } = await client.from('request_files').insert(stored.map((file) => ({ ...file, proposal_id: proposal.id })));
  if (error) {
    console.warn('The proposal documents could not be recorded', error);
    await steps.forget(stored);
    return { ok: false, failure: 'storedWithoutFiles', proposal };
  }
  return { ok: true, proposal };
}

function sameProposal(row: ProposalRow, draft: Pick<ProposalDraft, 'title' | 'services'>): boolean {
  return (
    row.title === draft.title &&
    row.services.length === draft.services.length &&
    draft.services.every((service) => row.services.includes(service))
  );
}

/** A signed link (valid one minute) that downloads a proposal document under its own name. */
export async function proposalFileLink(client: SupabaseClient, file: Pick<ProposalFile, 'object_path' | 'file_name'>): Promise<string> {
  const { data, error } = await client.storage.from(proposalBucket).createSignedUrl(file.object_path, 60, { download: file.file_name });
  if (error) throw error;
  return data.signedUrl;
}
