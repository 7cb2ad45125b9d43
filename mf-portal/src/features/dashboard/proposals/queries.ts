import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import { useAuth } from '@meridian/shared/runtime/auth';
import type { ProposalDraft } from './proposal';
import { loadProposals, submitProposal, type ProposalRow, type SubmitSteps } from './proposals-data';

/** The company's proposals (the dashboard's tab, its count and the summary read the one list). */
export const proposalKeys = {
  all: ['portal', 'proposals'] as const,
  ofCompany: (companyId: string) => [...proposalKeys.all, companyId] as const,
};

/** The company's proposals, newest first, each with its documents. */
export function useProposals(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: proposalKeys.ofCompany(companyId), queryFn: async () => loadProposals(await getClient(), companyId) });
}

export interface SubmitProposalVariables {
  draft: Pick<ProposalDraft, 'title' | 'services'>;
  /** the upload and clean-up steps, given the page's Supabase client */
  steps: (client: SupabaseClient<Database>) => SubmitSteps;
  /** the proposal an earlier attempt stored without its documents */
  unfinished: ProposalRow | null;
}

/**
 * Sends a proposal (proposals-data.ts, submitProposal). Once a proposal row exists, with or without
 * its documents, the list is fetched again before the mutation settles, so it shows the proposal.
 * The proposal belongs to `companyId`, the company the dashboard shows.
 */
export function useSubmitProposalMutation(companyId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, steps, unfinished }: SubmitProposalVariables) => {
      const client = await getClient();
      return submitProposal(client, companyId, draft, steps(client), unfinished);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.ofCompany(companyId) }),
  });
}
