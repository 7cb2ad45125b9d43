import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { historyKeys } from '../../lib/queries';
import { loadInbox, setHandled, type InboxItem } from './inbox-data';

/** The inbox: contact messages and feedback, one list. */
export const inboxKeys = { all: ['staff', 'inbox'] as const };

export function useInbox() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: inboxKeys.all, queryFn: async () => loadInbox(await getClient()) });
}

/**
 * Marks an item handled or open. The stored answer (handled, and when) goes into the list at
 * once, and the item's history is read again.
 */
export function useHandledMutation(item: Pick<InboxItem, 'kind' | 'id'>) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (handled: boolean) => ({ handled, ...(await setHandled(await getClient(), item, handled)) }),
    onSuccess: async ({ handled, handled_at }) => {
      queryClient.setQueryData(inboxKeys.all, (items: InboxItem[] | undefined) =>
        items?.map((entry) => (entry.kind === item.kind && entry.id === item.id ? { ...entry, handled, handled_at } : entry)),
      );
      await queryClient.invalidateQueries({
        queryKey: historyKeys.item(item.kind === 'contact' ? 'contact_message' : 'feedback', item.id),
      });
    },
  });
}
