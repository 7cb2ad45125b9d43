import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadChanges, type StaffItemType } from './changes';
import { signedDownloadUrl } from './files';
import { createCompany, loadStaffCompanies, type NewCompany } from './staff-companies';

/**
 * The workspace-wide reads every staff feature uses: the companies (to name a request's company)
 * and a record's history. Keys start with 'staff', the workspace's own prefix.
 */
export const staffCompanyKeys = { all: ['staff', 'companies'] as const };

export const historyKeys = {
  all: ['staff', 'history'] as const,
  ofType: (itemType: StaffItemType) => [...historyKeys.all, itemType] as const,
  item: (itemType: StaffItemType, itemId: string) => [...historyKeys.ofType(itemType), itemId] as const,
};

/**
 * Every company. `nameOf` is undefined until they are loaded, or for an id that is no company.
 */
export function useStaffCompanies() {
  const { getClient } = useAuth();
  const query = useQuery({ queryKey: staffCompanyKeys.all, queryFn: async () => loadStaffCompanies(await getClient()) });
  const names = useMemo(() => new Map((query.data ?? []).map((company) => [company.id, company.name] as const)), [query.data]);
  const nameOf = useCallback((id: string) => names.get(id), [names]);
  return { query, nameOf };
}

/** A new company and its owner's invitation: the companies are read again. */
export function useCreateCompany() {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (company: NewCompany) => createCompany(await getClient(), company),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCompanyKeys.all }),
  });
}

/** One record's history, newest first. */
export function useChanges(itemType: StaffItemType, itemId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: historyKeys.item(itemType, itemId), queryFn: async () => loadChanges(await getClient(), itemType, itemId) });
}

/** A stored file's signed download link (nothing to invalidate: reading a file changes nothing). */
export function useDownloadMutation(bucket: string) {
  const { getClient } = useAuth();
  return useMutation({
    mutationFn: async ({ path, name }: { path: string; name: string }) => signedDownloadUrl(await getClient(), bucket, path, name),
  });
}
