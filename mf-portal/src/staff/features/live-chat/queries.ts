import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import { beat, beatEveryMs, closeChat, loadChatMessages, loadChats, sendStaffMessage } from './chat-data';

export const chatKeys = {
  all: ['staff', 'live-chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  messages: (id: string) => [...chatKeys.all, 'messages', id] as const,
};

/** The private topic every live chat change is announced on, to staff. */
export const staffChatsTopic = 'staff:chats';

/** The conversations, kept current live. */
export function useChats() {
  const { getClient } = useAuth();
  useLiveUpdates([staffChatsTopic], [chatKeys.all]);
  return useQuery({ queryKey: chatKeys.list(), queryFn: async () => loadChats(await getClient()) });
}

export function useChatMessages(conversationId: string | undefined) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: chatKeys.messages(conversationId ?? ''),
    queryFn: async () => loadChatMessages(await getClient(), conversationId ?? ''),
    enabled: conversationId !== undefined,
  });
}

function useChatWrite<Variables>(write: (variables: Variables) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }) });
}

export function useSendStaffMessage(conversationId: string) {
  const { getClient } = useAuth();
  return useChatWrite(async (body: string) => sendStaffMessage(await getClient(), conversationId, body));
}

export function useCloseChat(conversationId: string) {
  const { getClient } = useAuth();
  return useChatWrite(async () => closeChat(await getClient(), conversationId));
}

/**
 * Keeps the signed-in staff member on duty while the section is open: a beat now and every 30
 * seconds (visitors are told someone is online for 90 seconds after the last one), and off duty
 * as soon as they leave it.
 */
export function useOnDuty(): void {
  const { getClient } = useAuth();
  useEffect(() => {
    const send = (onDuty: boolean) =>
      void getClient()
        .then((client) => beat(client, onDuty))
        .catch((error: unknown) => console.warn('The live chat duty beat failed', error));
    send(true);
    const timer = setInterval(() => send(true), beatEveryMs);
    return () => {
      clearInterval(timer);
      send(false);
    };
  }, [getClient]);
}
