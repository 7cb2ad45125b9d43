import type { SupabaseClient } from '@supabase/supabase-js';
import { authErrorInfo } from './auth-errors';
import { failureKind } from '@meridian/shared/lib/supabase-errors';

export type ResendOutcome = 'sent' | 'tooMany' | 'failed';

/** Where the confirmation link leads: the sign-in page, which finishes the sign-in from it. */
export function confirmationRedirect(): string {
  return `${window.location.origin}/login`;
}

/**
 * Sends the sign-up confirmation link again. The answer never says whether the address has an
 * account: only "slow down" and a failure to reach the server read differently from "sent".
 */
export async function resendConfirmation(client: SupabaseClient, email: string): Promise<ResendOutcome> {
  try {
    const { error } = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmationRedirect() } });
    if (!error) return 'sent';
    if (failureKind(error) === 'tooMany') return 'tooMany';
    const { status } = authErrorInfo(error);
    return status === undefined || status >= 500 ? 'failed' : 'sent';
  } catch {
    return 'failed';
  }
}
