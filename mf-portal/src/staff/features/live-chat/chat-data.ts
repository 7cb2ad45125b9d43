import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import { dataOf } from '@meridian/shared/lib/supabase-errors';

/** Staff's side of live chat (supabase/migrations/20261127000400_live_chat.sql): the tables under RLS, and the duty beat. */
type Client = SupabaseClient<Database>;

export type StaffChat = Pick<
  Tables<'chat_conversations'>,
  'id' | 'visitor_name' | 'language' | 'status' | 'created_at' | 'last_message_at'
>;
export type StaffChatMessage = Pick<Tables<'chat_messages'>, 'id' | 'conversation_id' | 'from_staff' | 'body' | 'created_at'>;

/** How far back the section lists conversations that have ended. */
export const endedChatsShownForHours = 24;

/** Open conversations, and those that ended in the last day, latest activity first. */
export async function loadChats(client: Client, now = Date.now()): Promise<StaffChat[]> {
  const since = new Date(now - endedChatsShownForHours * 3_600_000).toISOString();
  return dataOf(
    await client
      .from('chat_conversations')
      .select('id, visitor_name, language, status, created_at, last_message_at')
      .or(`status.eq.open,last_message_at.gte.${since}`)
      .order('last_message_at', { ascending: false }),
  );
}

export async function loadChatMessages(client: Client, conversationId: string): Promise<StaffChatMessage[]> {
  return dataOf(
    await client
      .from('chat_messages')
      .select('id, conversation_id, from_staff, body, created_at')
      .eq('conversation_id', conversationId)
      .order('created_at')
      .order('id'),
  );
}

export async function sendStaffMessage(client: Client, conversationId: string, body: string): Promise<void> {
  dataOf(await client.from('chat_messages').insert({ conversation_id: conversationId, body }));
}

export async function closeChat(client: Client, conversationId: string): Promise<void> {
  dataOf(await client.from('chat_conversations').update({ status: 'closed' }).eq('id', conversationId).select('id'));
}

/** The section's beat: the signed-in staff member is on duty for the next 90 seconds, or (false) off duty now. */
export async function beat(client: Client, onDuty = true): Promise<void> {
  dataOf(await client.rpc('staff_chat_presence', { p_on_duty: onDuty }));
}

/** How often the open section beats: well inside the 90 seconds a beat lasts. */
export const beatEveryMs = 30_000;
