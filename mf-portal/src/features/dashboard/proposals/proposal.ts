import * as v from 'valibot';
import type { AttachmentType } from '@meridian/shared/lib/files';
import { requiredText } from '@meridian/shared/lib/form-rules';
import { proposalServices } from '../../../lib/proposals';

/** PDF and Word documents only, checked by their bytes and names (shared/lib/files.ts). */
export const proposalFileTypes: readonly AttachmentType[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
export const maxProposalTitleLength = 200;

// The database refuses a title with control characters (`proposals_title_check`); a tab pasted
// into the one-line field is no part of what the client meant, so it becomes a space.
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/**
 * The Upload Proposal form (docs/decisions/0005-forms.md), with the rules of the `proposals`
 * table (supabase/migrations/20261125000100_client_requests.sql): a one-line title ('required',
 * 'tooLong'), at least one service ('required': the database demands one), and at least one
 * document ('required'). The documents themselves live in useAttachments; the form holds their
 * names and sizes so that the one submit flow checks them with everything else.
 */
export const proposalSchema = v.object({
  title: v.pipe(v.string('required'), v.transform(oneLine), requiredText(maxProposalTitleLength)),
  services: v.pipe(v.array(v.picklist(proposalServices)), v.minLength(1, 'required')),
  files: v.pipe(v.array(v.object({ name: v.string(), size: v.number() })), v.minLength(1, 'required')),
});

/** What the form hands over once checked: the trimmed title, the services, the files' names and sizes. */
export type ProposalDraft = v.InferOutput<typeof proposalSchema>;
