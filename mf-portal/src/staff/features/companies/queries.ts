import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { historyKeys, staffCompanyKeys } from '../../lib/queries';
import type { ProjectValues } from './project-schema';
import { createProject, loadCompanyProjects, updateProject } from './staff-projects';
import { firstCompanyOf, loadCompany, loadCompanyProposals, loadCompanyTickets, loadMembers, loadPendingInvitations } from './company-data';

/**
 * One company's reads, each keyed by the company, below the companies' list (so whatever changes
 * a company's figures, a ticket's status say, reads its page again too); projects apart, as every
 * project write touches them.
 */
export const companyKeys = {
  all: staffCompanyKeys.all,
  one: (companyId: string) => [...companyKeys.all, companyId] as const,
  part: (companyId: string, part: 'row' | 'members' | 'invitations' | 'tickets' | 'proposals') =>
    [...companyKeys.one(companyId), part] as const,
  firstOf: (userId: string) => ['staff', 'first-company-of', userId] as const,
};

export const projectKeys = {
  all: ['staff', 'projects'] as const,
  ofCompany: (companyId: string) => [...projectKeys.all, 'company', companyId] as const,
};

export function useCompany(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: companyKeys.part(companyId, 'row'), queryFn: async () => loadCompany(await getClient(), companyId) });
}

export function useCompanyMembers(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: companyKeys.part(companyId, 'members'), queryFn: async () => loadMembers(await getClient(), companyId) });
}

export function usePendingInvitations(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: companyKeys.part(companyId, 'invitations'),
    queryFn: async () => loadPendingInvitations(await getClient(), companyId),
  });
}

export function useCompanyTickets(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: companyKeys.part(companyId, 'tickets'),
    queryFn: async () => loadCompanyTickets(await getClient(), companyId),
  });
}

export function useCompanyProposals(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: companyKeys.part(companyId, 'proposals'),
    queryFn: async () => loadCompanyProposals(await getClient(), companyId),
  });
}

/** The first company of a person (null: none), for an old link to a client. */
export function useFirstCompanyOf(userId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: companyKeys.firstOf(userId), queryFn: async () => firstCompanyOf(await getClient(), userId) });
}

export function useCompanyProjects(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: projectKeys.ofCompany(companyId), queryFn: async () => loadCompanyProjects(await getClient(), companyId) });
}

/** A new project changes the company's list and the companies' project counts: both are read again. */
export function useCreateProject(companyId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProjectValues) => createProject(await getClient(), companyId, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffCompanyKeys.all }),
      ]),
  });
}

/** A saved project changes the company's list (read again) and adds to the project's history. */
export function useUpdateProject(projectId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProjectValues) => updateProject(await getClient(), projectId, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.item('project', projectId) }),
      ]),
  });
}
