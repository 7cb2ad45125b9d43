import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { historyKeys } from '../../lib/queries';
import type { ProjectValues } from './project-schema';
import { createProject, loadClientProjects, loadProjectCounts, updateProject } from './staff-projects';

/** Staff's project reads: how many each client has (the clients list), and one client's projects. */
export const projectKeys = {
  all: ['staff', 'projects'] as const,
  counts: () => [...projectKeys.all, 'counts'] as const,
  ofClient: (clientId: string) => [...projectKeys.all, 'client', clientId] as const,
};

export function useProjectCounts() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: projectKeys.counts(), queryFn: async () => loadProjectCounts(await getClient()) });
}

export function useClientProjects(clientId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: projectKeys.ofClient(clientId), queryFn: async () => loadClientProjects(await getClient(), clientId) });
}

/** A new project changes the client's list and the counts: both are read again. */
export function useCreateProject(clientId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProjectValues) => createProject(await getClient(), clientId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** A saved project changes the client's list (read again) and adds to the project's history. */
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
