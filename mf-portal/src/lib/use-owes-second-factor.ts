import { useMfaStatus } from './mfa-queries';

/**
 * Whether this session still owes the second factor (the account has it on and the code has not
 * been entered in this session), for the guards of the signed-in pages (src/ui/RequireSession.tsx)
 * and the staff workspace (src/staff/ui/RequireStaff.tsx). Asked of the server only while `check`
 * is true (a signed-in session the guard would admit); `null` until the answer is known, and
 * whenever `check` is false.
 *
 * Each visit waits for a fresh answer rather than a cached one: the code may have been entered
 * moments ago on the sign-in page, and a remembered "owes the code" would send the client back.
 */
export function useOwesSecondFactor(check: boolean): boolean | null {
  const status = useMfaStatus({ enabled: check, staleTime: 0, retry: false });
  if (!check || !status.isFetchedAfterMount) return null;
  // If the check itself fails, the page still loads: the guards are convenience only, and the
  // database's row-level security refuses the data (and every staff write) to a session that
  // has not passed the second factor.
  if (status.isError || !status.data) return false;
  return status.data.enabled && !status.data.verified;
}
