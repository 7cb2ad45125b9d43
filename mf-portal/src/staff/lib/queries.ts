import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadChanges, type StaffItemType } from './changes';
import { signedDownloadUrl } from './files';
import { loadStaffClients } from './staff-clients';

/**
 * The workspace-wide reads every staff feature uses: the client accounts (to name a client by
 * e-mail) and a record's history. Keys start with 'staff', the workspace's own prefix.
 */
export const staffClientKeys = { all: ['staff', 'clients'] as const };

export const historyKeys = {
  all: ['staff', 'history'] as const,
  ofType: (itemType: StaffItemType) => [...historyKeys.all, itemType] as const,
  item: (itemType: StaffItemType, itemId: string) => [...historyKeys.ofType(itemType), itemId] as const,
};

/**
 * The client accounts. `emailOf` is undefined until they are loaded, or for an id that is no
 * client (a staff account).
 */
export function useStaffClients() {
  const { getClient } = useAuth();
  const query = useQuery({ queryKey: staffClientKeys.all, queryFn: async () => loadStaffClients(await getClient()) });
  const emails = useMemo(() => new Map((query.data ?? []).map((client) => [client.id, client.email] as const)), [query.data]);
  const emailOf = useCallback((id: string) => emails.get(id), [emails]);
  return { query, emailOf };
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
