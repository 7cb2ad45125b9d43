import { useEffect, useState } from 'react';
import { useAuth } from '@meridian/shared/runtime/auth';
import { mfaStatus } from './mfa';

/**
 * Whether this session still owes the second factor (the account has it on and the code has not
 * been entered in this session), for the guards of the signed-in pages (src/ui/RequireSession.tsx)
 * and the staff workspace (src/staff/ui/RequireStaff.tsx). Asked of the server only while `check`
 * is true (a signed-in session the guard would admit); `null` until the answer is known, and
 * whenever `check` is false.
 */
export function useOwesSecondFactor(check: boolean): boolean | null {
  const { getClient } = useAuth();
  const [owesCode, setOwesCode] = useState<boolean | null>(null);

  useEffect(() => {
    if (!check) return;
    let current = true;
    getClient()
      .then(async (client) => {
        // The stored session may have ended on the server (signed out elsewhere, password changed):
        // asking for the user then makes supabase-js drop it, and the shell reports "signed-out".
        const [mfa] = await Promise.all([
          mfaStatus(client),
          Promise.resolve()
            .then(() => client.auth.getUser())
            .catch(() => null),
        ]);
        return mfa;
      })
      .then((mfa) => current && setOwesCode(mfa.enabled && !mfa.verified))
      // If the check itself fails, the page still loads: the guards are convenience only, and the
      // database's row-level security refuses the data (and every staff write) to a session that
      // has not passed the second factor.
      .catch(() => current && setOwesCode(false));
    return () => {
      current = false;
    };
  }, [check, getClient]);

  return check ? owesCode : null;
}
