import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@meridian/shared/lib/database-types';
import { dataOf, failureKind } from '@meridian/shared/lib/supabase-errors';

type Client = SupabaseClient<Database>;

/**
 * The second factor, through the database's RPCs (docs/decisions/0001-account-security.md): the
 * code is made, e-mailed and checked on the server and never reaches the browser.
 */
export interface MfaStatus {
  enabled: boolean;
  verified: boolean;
  /** while the account's second factor is paused after too many wrong codes */
  lockedUntil: Date | null;
}

/** The answer to asking for a code by e-mail. */
export type RequestResult =
  | { status: 'sent' }
  /** one was sent moments ago (it still arrives, and it is this session's valid code) */
  | { status: 'cooldown'; seconds: number }
  /** five codes in the last hour: no new one until `until` */
  | { status: 'tooManyCodes'; until: Date }
  /** too many wrong codes: the second factor is paused until `until` */
  | { status: 'locked'; until: Date }
  | { status: 'failed' };

/** The answer to checking a code (sign-in, or switching the second factor on or off). */
export type CodeAnswer =
  | { status: 'accepted' }
  /** wrong code; `attemptsLeft` for this code when the server says */
  | { status: 'invalid'; attemptsLeft?: number }
  | { status: 'expired' }
  /** this code took too many wrong tries and no longer works; a new one may be requested */
  | { status: 'codeUsedUp' }
  /** too many wrong codes across the account: paused until `until` */
  | { status: 'locked'; until: Date }
  | { status: 'failed' };

const resendCooldownSeconds = 30;
const lockMinutes = 30;

function dateOrNull(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The fields of a JSON object answer (the functions answer one; anything else has none). */
function fieldsOf(answer: Json | undefined): { [key: string]: Json | undefined } {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : {};
}

/** PostgREST's `hint`, which the functions set to the seconds to wait. */
function hintSeconds(hint: unknown, fallback: number): number {
  const seconds = Number(hint);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : fallback;
}

/** Whether the account has the second factor on and this session passed it; throws a DataError. */
export async function mfaStatus(client: Client): Promise<MfaStatus> {
  const answer = fieldsOf(dataOf(await client.rpc('mfa_status')));
  const lockedUntil = dateOrNull(answer.locked_until);
  return {
    enabled: answer.enabled === true,
    verified: answer.verified === true,
    lockedUntil: lockedUntil && lockedUntil.getTime() > Date.now() ? lockedUntil : null,
  };
}

/**
 * Reads a `request_mfa_code` error: too many requests (PT429) with the reason as message and the
 * seconds as hint; anything else is a failure.
 */
export function requestFailure(error: { message?: string; hint?: string } | null, now = Date.now()): RequestResult {
  if (!error || failureKind(error) !== 'tooMany') return { status: 'failed' };
  const { message, hint } = error;
  if (message === 'mfa_locked') return { status: 'locked', until: new Date(now + hintSeconds(hint, lockMinutes * 60) * 1000) };
  if (message === 'mfa_too_many_codes') return { status: 'tooManyCodes', until: new Date(now + hintSeconds(hint, 3600) * 1000) };
  return { status: 'cooldown', seconds: hintSeconds(hint, resendCooldownSeconds) };
}

/** Asks for a code by e-mail (works whether or not the second factor is on). */
export async function requestCode(client: Client): Promise<RequestResult> {
  try {
    const { error } = await client.rpc('request_mfa_code');
    return error ? requestFailure(error) : { status: 'sent' };
  } catch {
    return { status: 'failed' };
  }
}

/** Reads the `{status, attempts_left?, locked_until?}` answer of the code-checking functions. */
export function codeAnswer(data: Json | undefined, accepted: readonly string[]): CodeAnswer {
  const answer = fieldsOf(data);
  const status = typeof answer.status === 'string' ? answer.status : '';
  if (accepted.includes(status)) return { status: 'accepted' };
  if (status === 'invalid') {
    const left = answer.attempts_left;
    if (left === 0) return { status: 'codeUsedUp' };
    return typeof left === 'number' && Number.isInteger(left) && left > 0
      ? { status: 'invalid', attemptsLeft: left }
      : { status: 'invalid' };
  }
  if (status === 'expired') return { status: 'expired' };
  if (status === 'locked') {
    // Without a time, only this code is used up; with one, the account is paused.
    const until = dateOrNull(answer.locked_until);
    return until ? { status: 'locked', until } : { status: 'codeUsedUp' };
  }
  return { status: 'failed' };
}

/** Checks the sign-in code of this session. */
export async function verifyCode(client: Client, code: string): Promise<CodeAnswer> {
  try {
    const { data, error } = await client.rpc('verify_mfa_code', { code });
    return error ? { status: 'failed' } : codeAnswer(data, ['verified']);
  } catch {
    return { status: 'failed' };
  }
}

/** Turns the second factor on or off, confirmed with the code just e-mailed to this session. */
export async function setMfaEnabled(client: Client, enabled: boolean, code: string): Promise<CodeAnswer> {
  try {
    const { data, error } = await client.rpc('set_mfa_enabled', { enabled, code });
    return error ? { status: 'failed' } : codeAnswer(data, [enabled ? 'enabled' : 'disabled']);
  } catch {
    return { status: 'failed' };
  }
}
