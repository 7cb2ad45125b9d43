import * as v from 'valibot';
import { optionalText } from '@meridian/shared/lib/form-rules';
import { proposalStatuses } from '../../../lib/proposals';

/** The longest note the client may be sent (`proposals_status_note_check`). */
export const maxNoteLength = 4000;

/**
 * The review form (docs/decisions/0005-forms.md): one of the four statuses, and an optional note
 * to the client, trimmed, at most 4000 characters ('tooLong'). An empty note means "no note".
 */
export const reviewSchema = v.object({
  status: v.picklist(proposalStatuses, 'required'),
  note: optionalText(maxNoteLength),
});

export type Review = v.InferOutput<typeof reviewSchema>;
