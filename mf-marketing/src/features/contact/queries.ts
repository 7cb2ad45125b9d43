import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { storeContactMessage, type contactRow } from '../../lib/forms';
import { confirmTranscript, emailTranscript, type ChatSession } from './live-chat-data';

/** The contact form's server state: a write only (nothing of it is read back), keyed by the remote and the feature. */
export const contactKeys = { all: ['marketing', 'contact'] as const };

/** The live chat's server state (LiveChat.tsx): whether staff are online, and the conversation this tab holds. */
export const chatKeys = {
  all: ['marketing', 'live-chat'] as const,
  online: ['marketing', 'live-chat', 'online'] as const,
  conversation: (session: ChatSession) => ['marketing', 'live-chat', session] as const,
  transcriptLink: ['marketing', 'live-chat', 'transcript-link'] as const,
};

/** Stores a checked contact message. */
export function useContactMessageMutation() {
  const { getClient } = useAuth();
  return useMutation({
    mutationKey: contactKeys.all,
    mutationFn: async (row: ReturnType<typeof contactRow>) => storeContactMessage(await getClient(), row),
  });
}

/** Asks for the conversation's transcript at an address; answers whether it went or a link went first. */
export function useEmailTranscriptMutation(session: ChatSession) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  const conversation = chatKeys.conversation(session);
  return useMutation({
    mutationKey: [...conversation, 'transcript'],
    mutationFn: async (email: string) => emailTranscript(await getClient(), session, email),
    // Sent (or sent already): the conversation says so, and the form goes.
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversation }),
  });
}

/** The mailed transcript link, opened on the contact page. */
export function useConfirmTranscriptMutation() {
  const { getClient } = useAuth();
  return useMutation({
    mutationKey: chatKeys.transcriptLink,
    mutationFn: async (token: string) => confirmTranscript(await getClient(), token),
  });
}
