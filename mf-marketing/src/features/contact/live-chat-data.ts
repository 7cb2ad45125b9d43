import * as v from 'valibot';
import type { SupabaseClient } from '@supabase/supabase-js';
import { emailAddress, requiredText } from '@meridian/shared/lib/form-rules';
import type { Database } from '@meridian/shared/lib/database-types';
import { dataOf, toDataError } from '@meridian/shared/lib/supabase-errors';

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

export async function emailTranscript(client: Client, session: ChatSession, email: string): Promise<void> {
  dataOf(await client.rpc('chat_email_transcript', { p_conversation_id: session.id, p_secret: session.secret, p_email: email }));
}

/** Why a chat call was refused, in the words the chat shows: the database's own reasons first. */
export type ChatFailure = 'tooManyChats' | 'tooFast' | 'ended' | 'lost' | 'invalidEmail' | 'alreadySent' | 'failed' | 'offline';

export function chatFailure(error: unknown): ChatFailure {
  const { kind, message } = toDataError(error);
  if (message === 'too_many_chats') return 'tooManyChats';
  if (message === 'too_many_chat_messages') return 'tooFast';
  if (message === 'chat_closed') return 'ended';
  if (message === 'chat_not_found') return 'lost';
  if (message === 'invalid_email') return 'invalidEmail';
  if (message === 'already_sent') return 'alreadySent';
  return kind === 'offline' ? 'offline' : 'failed';
}

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
