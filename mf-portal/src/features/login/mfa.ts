import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The second factor, through the database's RPCs: the code is made, e-mailed and checked on the
 * server and never reaches the browser.
 */
export interface MfaStatus {
  enabled: boolean;
  verified: boolean;
}

export type VerifyOutcome = 'verified' | 'invalid' | 'expired' | 'locked' | 'failed';

export async function mfaStatus(client: SupabaseClient): Promise<MfaStatus> {
  const { data, error } = await client.rpc('mfa_status');
  if (error) throw error;
  return data as MfaStatus;
}

/** Asks for a code by e-mail. `cooldown` means one was sent moments ago (it still arrives). */
export async function requestCode(client: SupabaseClient): Promise<'sent' | 'cooldown' | 'failed'> {
  const { error } = await client.rpc('request_mfa_code');
  if (!error) return 'sent';
  return error.code === 'PT429' ? 'cooldown' : 'failed';
}

export async function verifyCode(client: SupabaseClient, code: string): Promise<VerifyOutcome> {
  try {
    const { data, error } = await client.rpc('verify_mfa_code', { code });
    if (error) return 'failed';
    const status = (data as { status?: string }).status;
    return status === 'verified' || status === 'invalid' || status === 'expired' || status === 'locked' ? status : 'failed';
  } catch {
    return 'failed';
  }
}
