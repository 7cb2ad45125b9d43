import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import { useAuth } from '@meridian/shared/runtime/auth';
import {
  acceptInvitation,
  createInvitation,
  leaveCompany,
  loadMembers,
  loadPendingInvitations,
  previewInvitation,
  removeMember,
  renameCompany,
  setMemberRole,
  setSecondFactorPolicy,
  withdrawInvitation,
  type CompanyRole,
  type NewInvitation,
} from './company-data';

/**
 * The company's data is keyed by the company, so a switch to another company never shows the
 * last one's members. The memberships themselves are the runtime's (shared/runtime/company.tsx,
 * key ['companies', 'mine']): writes that change a name, a policy or the reader's own role or
 * membership read them again.
 */
export const companyKeys = {
  all: (companyId: string) => ['company', companyId] as const,
  members: (companyId: string) => ['company', companyId, 'members'] as const,
  invitations: (companyId: string) => ['company', companyId, 'invitations'] as const,
};
export const myCompaniesKey = ['companies', 'mine'] as const;
export const invitationKeys = { preview: (token: string) => ['invitation', token] as const };

type Client = SupabaseClient<Database>;

export function useMembers(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: companyKeys.members(companyId), queryFn: async () => loadMembers(await getClient(), companyId) });
}

export function usePendingInvitations(companyId: string, enabled: boolean) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: companyKeys.invitations(companyId),
    queryFn: async () => loadPendingInvitations(await getClient(), companyId),
    enabled,
  });
}

/** A write of the company page: runs `write`, then reads again what it changed (`affects`). */
function useCompanyWrite<Variables>(
  companyId: string,
  write: (client: Client, variables: Variables) => Promise<void>,
  affects: readonly ('members' | 'invitations' | 'mine')[],
) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => write(await getClient(), variables),
    onSuccess: () =>
      Promise.all(
        affects.map((part) => queryClient.invalidateQueries({ queryKey: part === 'mine' ? myCompaniesKey : companyKeys[part](companyId) })),
      ),
  });
}

export const useRenameCompany = (companyId: string) =>
  useCompanyWrite(companyId, (client, name: string) => renameCompany(client, companyId, name), ['mine']);

export const useSetPolicy = (companyId: string) =>
  useCompanyWrite(companyId, (client, required: boolean) => setSecondFactorPolicy(client, companyId, required), ['mine', 'members']);

export const useInvite = (companyId: string) =>
  useCompanyWrite(companyId, (client, invitation: NewInvitation) => createInvitation(client, companyId, invitation), ['invitations']);

export const useWithdrawInvitation = (companyId: string) =>
  useCompanyWrite(companyId, (client, invitationId: string) => withdrawInvitation(client, invitationId), ['invitations']);

export const useSetMemberRole = (companyId: string) =>
  useCompanyWrite(
    companyId,
    (client, { userId, role }: { userId: string; role: CompanyRole }) => setMemberRole(client, companyId, userId, role),
    ['members', 'mine'],
  );

export const useRemoveMember = (companyId: string) =>
  useCompanyWrite(companyId, (client, userId: string) => removeMember(client, companyId, userId), ['members']);

/** Leaving: the memberships are read again, and nothing of the company is kept in the cache. */
export function useLeaveCompany(companyId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => leaveCompany(await getClient(), companyId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: companyKeys.all(companyId) });
      await queryClient.invalidateQueries({ queryKey: myCompaniesKey });
    },
  });
}

/** What an invitation link is for. Not retried: a refused token answers the same every time. */
export function useInvitationPreview(token: string | null) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: invitationKeys.preview(token ?? ''),
    queryFn: async () => previewInvitation(await getClient(), token ?? ''),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function useAcceptInvitation() {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => acceptInvitation(await getClient(), token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCompaniesKey }),
  });
}
