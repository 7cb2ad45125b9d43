import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { historyKeys, staffCompanyKeys } from '../../lib/queries';
import { loadAllProposals, loadProposal, saveReview, type ProposalStatus } from './staff-proposals';

/** Staff's proposal reads: every client's list, and each proposal with its documents. */
export const proposalKeys = {
  all: ['staff', 'proposals'] as const,
  list: () => [...proposalKeys.all, 'list'] as const,
  detail: (id: string) => [...proposalKeys.all, 'detail', id] as const,
};

export function useAllProposals() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: proposalKeys.list(), queryFn: async () => loadAllProposals(await getClient()) });
}

/** One proposal with its documents (null: no such proposal). */
export function useProposal(id: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: proposalKeys.detail(id), queryFn: async () => loadProposal(await getClient(), id) });
}

/**
 * A review: the stored row replaces the one on the proposal's page at once, and the list, the
 * proposal's history and its company's page are read again.
 */
export function useReviewMutation(id: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: { status: ProposalStatus; note: string }) => saveReview(await getClient(), id, review),
    onSuccess: async (proposal) => {
      queryClient.setQueryData(proposalKeys.detail(id), (previous: Awaited<ReturnType<typeof loadProposal>> | undefined) =>
        previous ? { ...previous, proposal } : previous,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.list() }),
        queryClient.invalidateQueries({ queryKey: historyKeys.item('proposal', id) }),
        queryClient.invalidateQueries({ queryKey: staffCompanyKeys.all }),
      ]);
    },
  });
}
