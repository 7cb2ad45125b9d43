import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { storeFeedback, type feedbackRow } from '../../lib/forms';

/** The feedback form's server state: a write only (nothing of it is read back), keyed by the remote and the feature. */
export const feedbackKeys = { all: ['marketing', 'feedback'] as const };

/** Stores a checked feedback form, its files already uploaded. */
export function useFeedbackMutation() {
  const { getClient } = useAuth();
  return useMutation({
    mutationKey: feedbackKeys.all,
    mutationFn: async (row: ReturnType<typeof feedbackRow>) => storeFeedback(await getClient(), row),
  });
}
