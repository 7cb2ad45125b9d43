import * as v from 'valibot';
import type { SupabaseClient } from '@supabase/supabase-js';
import { emailAddress, requiredText } from '@meridian/shared/lib/form-rules';
import type { Database } from '@meridian/shared/lib/database-types';
import { DataError, dataOf, minutesToWait, retryAfterSeconds, toDataError } from '@meridian/shared/lib/supabase-errors';

/**
 * The visitor's side of live chat (supabase/migrations/20261127000400_live_chat.sql): every call
 * names the conversation by its id and the secret chat_start returned, which only this browser
 * holds. Each returns its data or throws a DataError.
 */
type Client = SupabaseClient<Database>;

/** The conversation this browser holds: its id and secret. */
export interface ChatSession {
  id: string;
  secret: string;
}

export interface ChatMessage {
  id: number;
  from_staff: boolean;
  body: string;
  created_at: string;
}

/** The conversation as its visitor reads it. */
export interface ChatView {
  status: 'open' | 'closed' | 'left';
  staff_online: boolean;
  transcript_sent: boolean;
  messages: ChatMessage[];
}

export const chatLimits = { name: 80, message: 2000 } as const;

/** The first message's form (docs/decisions/0005-forms.md): a name and a message, required and limited as the database limits them. */
export const chatStartSchema = v.object({ name: requiredText(chatLimits.name), message: requiredText(chatLimits.message) });

/** The address a visitor leaves, or asks the transcript at. */
export const chatEmailSchema = v.object({ email: emailAddress });

/** The public topic a conversation's changes are announced on (an empty message: read again). */
export const chatTopic = (session: ChatSession) => `chat:${session.id}`;

export async function staffOnline(client: Client): Promise<boolean> {
  return dataOf(await client.rpc('chat_staff_online'));
}

export async function startChat(
  client: Client,
  { name, message, language }: { name: string; message: string; language: string },
): Promise<ChatSession & { staffOnline: boolean }> {
  const started = dataOf(await client.rpc('chat_start', { p_name: name, p_message: message, p_language: language })) as {
    id: string;
    secret: string;
    staff_online: boolean;
  };
  return { id: started.id, secret: started.secret, staffOnline: started.staff_online };
}

export async function readChat(client: Client, session: ChatSession): Promise<ChatView> {
  return dataOf(await client.rpc('chat_read', { p_conversation_id: session.id, p_secret: session.secret })) as unknown as ChatView;
}

export async function sendChat(client: Client, session: ChatSession, body: string): Promise<void> {
  dataOf(await client.rpc('chat_send', { p_conversation_id: session.id, p_secret: session.secret, p_body: body }));
}

export async function leaveMessage(client: Client, session: ChatSession, email: string): Promise<void> {
  dataOf(await client.rpc('chat_leave_message', { p_conversation_id: session.id, p_secret: session.secret, p_email: email }));
}

/**
 * What became of a transcript request: to the signed-in visitor's own confirmed address it is
 * sent at once; to any other a link went there first, and the transcript follows only when the
 * link is opened (confirmTranscript), so no one can mail a conversation to an address they do not hold.
 */
export type TranscriptRequest = 'sent' | 'confirm';

export async function emailTranscript(client: Client, session: ChatSession, email: string): Promise<TranscriptRequest> {
  const answer = dataOf(
    await client.rpc('chat_email_transcript', { p_conversation_id: session.id, p_secret: session.secret, p_email: email }),
  ) as { status?: string } | null;
  return answer?.status === 'sent' ? 'sent' : 'confirm';
}

/** The fragment the transcript link opens the contact page with: `#transcript=<conversation id>.<signature>`. */
export const transcriptLinkPrefix = '#transcript=';
const transcriptToken = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$/;

/** The token of a transcript link in `hash` as it was mailed (lower case, unescaped), or undefined when the page was not opened from one. */
export function transcriptLinkToken(hash: string): string | undefined {
  if (!hash.startsWith(transcriptLinkPrefix)) return undefined;
  const token = hash.slice(transcriptLinkPrefix.length);
  try {
    return decodeURIComponent(token).trim().toLowerCase();
  } catch {
    return token;
  }
}

/**
 * The mailed link's token, opened: the transcript goes to the address the link was mailed to. A
 * token cut short or altered (a mail program may wrap a long link) is refused here as the
 * database would refuse it, without a call.
 */
export async function confirmTranscript(client: Client, token: string): Promise<void> {
  if (!transcriptToken.test(token)) throw new DataError('invalid', 'transcript_link_invalid', 'P0001');
  dataOf(await client.rpc('chat_confirm_transcript', { p_token: token }));
}

/** Why a chat call was refused, in the words the chat shows: the database's own reasons first. */
export type ChatFailure =
  'tooManyChats' | 'tooFast' | 'ended' | 'lost' | 'invalidEmail' | 'alreadySent' | 'tooManyTranscriptRequests' | 'failed' | 'offline';

export function chatFailure(error: unknown): ChatFailure {
  const { kind, message } = toDataError(error);
  if (message === 'too_many_chats') return 'tooManyChats';
  if (message === 'too_many_chat_messages') return 'tooFast';
  if (message === 'chat_closed') return 'ended';
  if (message === 'chat_not_found') return 'lost';
  if (message === 'invalid_email') return 'invalidEmail';
  if (message === 'already_sent') return 'alreadySent';
  if (message === 'too_many_transcript_requests') return 'tooManyTranscriptRequests';
  return kind === 'offline' ? 'offline' : 'failed';
}

/** Why an opened transcript link did not send it: the link is not (or no longer) one, it was used, or the call failed. */
export type TranscriptLinkFailure = 'invalid' | 'expired' | 'alreadySent' | 'offline' | 'failed';

export function transcriptLinkFailure(error: unknown): TranscriptLinkFailure {
  const { kind, message } = toDataError(error);
  if (message === 'transcript_link_invalid') return 'invalid';
  if (message === 'transcript_link_expired') return 'expired';
  if (message === 'already_sent') return 'alreadySent';
  return kind === 'offline' ? 'offline' : 'failed';
}

/** A new transcript link may be asked for every 5 minutes: what the database allows. */
const transcriptRequestInterval = 5 * 60;

/**
 * Whole minutes until another transcript link may be asked for, at least one: the database says
 * the seconds in the refusal's hint.
 */
export const minutesUntilNextRequest = (error: unknown): number => minutesToWait(retryAfterSeconds(error, transcriptRequestInterval));

const storageKey = 'meridian.live-chat';

/** The conversation this tab holds, kept across reloads (sessionStorage: gone with the tab). */
export const chatStorage = {
  load(): ChatSession | null {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as Partial<ChatSession> | null;
      return stored && typeof stored.id === 'string' && typeof stored.secret === 'string' ? { id: stored.id, secret: stored.secret } : null;
    } catch {
      return null;
    }
  },
  save(session: ChatSession | null): void {
    try {
      if (session) window.sessionStorage.setItem(storageKey, JSON.stringify(session));
      else window.sessionStorage.removeItem(storageKey);
    } catch {
      // Storage refused (private mode): the conversation lasts as long as the page.
    }
  },
};
