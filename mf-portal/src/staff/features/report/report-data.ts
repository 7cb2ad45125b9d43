import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import { dataOf } from '@meridian/shared/lib/supabase-errors';

/** One week (Monday, UTC) and priority of public.staff_response_report. */
export type ResponseReportRow = Database['public']['Functions']['staff_response_report']['Returns'][number];

/** How many weeks the report covers, this one included. */
export const reportWeeks = 8;

/** The last weeks' first answers against target, newest week first (staff only). */
export async function loadResponseReport(client: SupabaseClient<Database>): Promise<ResponseReportRow[]> {
  return dataOf(await client.rpc('staff_response_report', { p_weeks: reportWeeks }));
}

/** The share answered within target of the tickets that count (answered, or past due), as a percentage; null when none count yet. */
export function shareWithinTarget(row: Pick<ResponseReportRow, 'counted' | 'within_target'>): number | null {
  return row.counted === 0 ? null : (row.within_target / row.counted) * 100;
}

/** One week's ratings over all priorities: how many, and their average (null when none). */
export interface WeeklySatisfaction {
  week: string;
  rated: number;
  average: number | null;
}

/** The report's rows summed per week, newest first. */
export function weeklySatisfaction(rows: readonly ResponseReportRow[]): WeeklySatisfaction[] {
  const weeks = new Map<string, { rated: number; sum: number }>();
  for (const row of rows) {
    const week = weeks.get(row.week) ?? { rated: 0, sum: 0 };
    weeks.set(row.week, { rated: week.rated + row.rated, sum: week.sum + row.rating_sum });
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([week, { rated, sum }]) => ({ week, rated, average: rated === 0 ? null : sum / rated }));
}
