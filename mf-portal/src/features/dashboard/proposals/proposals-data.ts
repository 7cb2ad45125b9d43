import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import { UploadError } from '@meridian/shared/lib/storage-upload';
import { dataOf, failureKind, toDataError, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import { proposalBucket, type ProposalFile } from '../../../lib/proposals';
import type { ProposalDraft } from './proposal';

/**
 * A row of `proposals` as the client reads it (status and status_note are staff's; client_id and
 * submitted_by_email say which member of the company sent it).
 */
export type ProposalRow = Pick<
  Tables<'proposals'>,
  'id' | 'title' | 'services' | 'status' | 'status_note' | 'created_at' | 'updated_at' | 'client_id' | 'submitted_by_email'
>;

export interface Proposal extends ProposalRow {
  files: ProposalFile[];
}

const proposalColumns = 'id, title, services, status, status_note, created_at, updated_at, client_id, submitted_by_email';
const fileColumns = 'id, proposal_id, object_path, file_name, content_type, size_bytes';

/**
 * The proposals of one of the signed-in client's companies, newest first, each with its documents
 * (row-level security decides which companies they may read). Two queries: the local stand-in's
 * PostgREST has no resource embedding. Throws a DataError when either fails.
 */
export async function loadProposals(client: SupabaseClient<Database>, companyId: string): Promise<Proposal[]> {
  const proposals = dataOf(
    await client.from('proposals').select(proposalColumns).eq('company_id', companyId).order('created_at', { ascending: false }),
  );
  if (proposals.length === 0) return [];
  const files = dataOf(
    await client
      .from('request_files')
      .select(fileColumns)
      .in(
        'proposal_id',
        proposals.map((proposal) => proposal.id),
      )
      .order('file_name', { ascending: true }),
  );
  return proposals.map((proposal) => ({ ...proposal, files: files.filter((file) => file.proposal_id === proposal.id) }));
}

/**
 * Why a proposal was not sent, each with its own message in the dialog:
 * - cancelled: the client cancelled the upload; nothing was stored
 * - uploadFailed: a document could not be uploaded (the picker says which and why)
 * - a failure kind: the database refused the proposal or could not be reached, so nothing exists
 * - storedWithoutFiles: the proposal row exists, its documents' records were refused (for any
 *   reason: with at most 5 documents on a proposal that has none, too_many_files cannot be it)
 */
export type SubmitFailure = 'cancelled' | 'uploadFailed' | 'storedWithoutFiles' | FailureKind;

/** What a failed `submitProposal` threw, as the dialog words it. */
export function submitFailureOf(error: unknown): Exclude<SubmitFailure, 'storedWithoutFiles'> {
  if (error instanceof UploadError) return error.failure === 'aborted' ? 'cancelled' : 'uploadFailed';
  return failureKind(error);
}

export interface SubmitSteps {
  /** uploads the chosen documents (useAttachments' upload); throws an UploadError */
  upload: () => Promise<StoredFile[]>;
  /** removes uploaded objects that no record will point to (useAttachments' forget) */
  forget: (files: StoredFile[]) => Promise<void>;
}

/** The stored proposal, and whether its documents' records were stored with it. */
export interface Submitted {
  proposal: ProposalRow;
  filesRecorded: boolean;
}

/**
 * Sends a proposal of company `companyId`: its documents to Storage, then the proposal row, then
 * one record per document.
 * Throws the upload's UploadError (nothing stored), or a DataError when the proposal row was
 * refused (its uploaded objects removed again).
 *
 * The order keeps a failure from leaving half a proposal as far as the database allows. A record
 * needs its proposal's id, so the proposal comes before the records; the uploads come first of all,
 * so the likely failures (a slow or lost connection, a cancel, a refused file) happen before any row
 * exists. The client may not delete a proposal (no delete grant), and the two inserts cannot share
 * a transaction through PostgREST, so one gap remains: the records being refused after the
 * proposal was stored. Then the uploaded objects are removed (unrecorded, so the client may), the
 * answer says so honestly (`filesRecorded: false`), and `unfinished` lets the next attempt attach
 * the documents to that same proposal instead of storing a second one, as long as its title and
 * services are unchanged.
 */
export async function submitProposal(
  client: SupabaseClient<Database>,
  companyId: string,
  draft: Pick<ProposalDraft, 'title' | 'services'>,
  steps: SubmitSteps,
  unfinished: ProposalRow | null = null,
): Promise<Submitted> {
  // useAttachments removes whatever the batch had stored before an upload failed.
  const stored = await steps.upload();

  let proposal = unfinished && sameProposal(unfinished, draft) ? unfinished : null;
  if (!proposal) {
    const answer = await client
      .from('proposals')
      .insert({ company_id: companyId, title: draft.title, services: draft.services })
      .select(proposalColumns)
      .single();
    if (answer.error) {
      console.warn('The proposal could not be stored', answer.error);
      await steps.forget(stored);
    }
    proposal = dataOf(answer);
  }

  // One statement for all the records: they are stored together or not at all.
  const { error } = await client.from('request_files').insert(stored.map((file) => ({ ...file, proposal_id: proposal.id })));
  if (error) {
    console.warn('The proposal documents could not be recorded', error);
    await steps.forget(stored);
    return { proposal, filesRecorded: false };
  }
  return { proposal, filesRecorded: true };
}

function sameProposal(row: ProposalRow, draft: Pick<ProposalDraft, 'title' | 'services'>): boolean {
  return (
    row.title === draft.title &&
    row.services.length === draft.services.length &&
    draft.services.every((service) => row.services.includes(service))
  );
}

/** A signed link (valid one minute) that downloads a proposal document under its own name. */
export async function proposalFileLink(
  client: SupabaseClient<Database>,
  file: Pick<ProposalFile, 'object_path' | 'file_name'>,
): Promise<string> {
  const { data, error } = await client.storage.from(proposalBucket).createSignedUrl(file.object_path, 60, { download: file.file_name });
  if (error) throw toDataError(error);
  return data.signedUrl;
}
