/** What the staff ticket page's two forms accept: a reply to the client, and a new status. */
import * as v from 'valibot';
import { requiredText } from '@meridian/shared/lib/form-rules';
import { ticketStatuses } from '@meridian/shared/lib/tickets';

/** The database's limit on a message (ticket_messages.body, 1..4000 characters, not blank). */
export const replyLimit = 4000;

export const replySchema = v.object({ body: requiredText(replyLimit) });

export const statusSchema = v.object({ status: v.picklist(ticketStatuses, 'required') });
