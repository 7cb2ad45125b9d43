import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { storeContactMessage, type contactRow } from '../../lib/forms';

/** The contact form's server state: a write only (nothing of it is read back), keyed by the remote and the feature. */
export const contactKeys = { all: ['marketing', 'contact'] as const };

/** Stores a checked contact message. */
export function useContactMessageMutation() {
  const { getClient } = useAuth();
  return useMutation({
    mutationKey: contactKeys.all,
    mutationFn: async (row: ReturnType<typeof contactRow>) => storeContactMessage(await getClient(), row),
  });
}
