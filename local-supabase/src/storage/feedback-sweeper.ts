import type { SupabaseClient } from '@supabase/supabase-js';
import { repeatRounds, serviceClient } from '../service-jobs.ts';

/**
 * Removes the files sent with feedback that no feedback names an hour after their upload, so
 * anonymous uploads cannot fill the disk. It works only through the API with the service-role key:
 * the database lists them (rpc feedback_orphan_files, service role only;
 * supabase/migrations/20261126000200_storage_limits.sql)
 * and Storage removes them, rows and bytes together, so the very same sweep serves the local
 * stand-in (main.ts runs it) and a hosted project (`npm run sweep-feedback-files -w local-supabase`).
 */
export interface FeedbackSweeperSettings {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** how often to sweep; an orphan is gone at most an hour plus this after its upload */
  periodMs: number;
  log?: (message: string) => void;
}

export interface FeedbackSweeper {
  /** Finishes the sweep in progress, then stops. */
  stop(): Promise<void>;
}

/** One request's worth: the Storage API removes at most 1000 names per call. */
const batch = 1000;

/** One sweep: removes every orphan there is now, a batch at a time. Returns how many were removed. */
export async function sweepFeedbackFiles(api: SupabaseClient): Promise<number> {
  let removed = 0;
  for (;;) {
    const listed = await api.rpc('feedback_orphan_files', { max_rows: batch });
    if (listed.error) throw new Error(`feedback_orphan_files failed: ${listed.error.message}`);
    const names = (listed.data ?? []) as string[];
    if (names.length === 0) return removed;
    const gone = await api.storage.from('feedback-files').remove(names);
    if (gone.error) throw new Error(`removing ${names.length} feedback files failed: ${gone.error.message}`);
    removed += gone.data.length;
    // Nothing removed (e.g. the rows went in the meantime): the next round would list them again.
    if (names.length < batch || gone.data.length === 0) return removed;
  }
}

export function startFeedbackSweeper({
  supabaseUrl,
  serviceRoleKey,
  periodMs,
  log = console.error,
}: FeedbackSweeperSettings): FeedbackSweeper {
  const api = serviceClient(supabaseUrl, serviceRoleKey);
  return repeatRounds(
    async () => {
      const removed = await sweepFeedbackFiles(api);
      if (removed > 0) log(`feedback sweeper: removed ${removed} file(s) no feedback names`);
    },
    periodMs,
    (error) => log(`feedback sweeper: ${error instanceof Error ? error.message : String(error)}`),
  );
}
