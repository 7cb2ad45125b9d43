import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * What the stand-in's jobs that work through the API with the service-role key share (the
 * feedback-file sweep, storage/feedback-sweeper.ts): they run beside the stand-in and, unchanged,
 * against a hosted project. The mail worker, once one of them, is its own deployable (mail-worker/).
 */

/** A supabase-js client for the service role: no session of its own to keep or refresh. */
export function serviceClient(supabaseUrl: string, serviceRoleKey: string): SupabaseClient {
  return createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export interface Rounds {
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `round` now, and again `periodMs` after each one ends (never two at once), until stopped.
 * A round that fails is reported to `onError` and the next one runs as usual. A long round can
 * ask `stopping()` to end early.
 */
export function repeatRounds(
  round: (stopping: () => boolean) => Promise<void>,
  periodMs: number,
  onError: (error: unknown) => void,
): Rounds {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = round(() => stopped)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, periodMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
