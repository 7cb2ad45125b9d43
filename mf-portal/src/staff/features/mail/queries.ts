import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadUndeliveredMail, retryMail } from './undelivered-mail';

/** The mail the outbox gave up on. */
export const mailKeys = { all: ['staff', 'mail'] as const };

export function useUndeliveredMail() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: mailKeys.all, queryFn: async () => loadUndeliveredMail(await getClient()) });
}

/** Queues a message again: it leaves the undelivered list, which is read again. */
export function useRetryMailMutation() {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => retryMail(await getClient(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
