import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { companyKeys } from '@meridian/shared/runtime/company';
import { dataOf } from '../lib/supabase-errors';

/** Starts a company owned by the signed-in person (create_company); the memberships are read again. */
export function useStartCompany() {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOf(await (await getClient()).rpc('create_company', { p_name: name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.mine }),
  });
}
