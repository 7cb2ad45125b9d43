import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDollars, formatPercent, formatShortDate } from '@meridian/shared/lib/format';

/** The kinds of record staff change; `staff_changes.item_type`. */
export type StaffItemType = 'contact_message' | 'feedback' | 'ticket' | 'proposal' | 'project';

/** One row of `staff_changes`, written by the database's triggers on every staff change. */
export interface StaffChange {
  id: number;
  item_type: StaffItemType;
  item_id: string;
  actor_id: string | null;
  /** '' when the service role made the change */
  actor_email: string;
  action: 'created' | 'updated' | 'replied';
  /** for 'updated': each changed column with its value before and after; {} otherwise */
  changes: Record<string, { from: unknown; to: unknown }> | null;
  changed_at: string;
}

/** One record's history, newest first. */
export async function loadChanges(client: SupabaseClient, itemType: StaffItemType, itemId: string): Promise<StaffChange[]> {
  const { data, error } = await client
    .from('staff_changes')
    .select('*')
    .eq('item_type', itemType)
    .eq('item_id', itemId)
    .order('changed_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as StaffChange[];
}

/** The columns whose values have names in the copy (`history.values.<column>.<value>`). */
const namedValues = new Set(['status', 'priority']);
const dates = new Set(['start_date', 'end_date']);

/**
 * A changed value as people read it: a status or priority by its localized name, yes/no for
 * handled, a percentage, a date, dollars; anything else as its text. `name` looks a key up in the
 * staff copy. Never HTML: the caller renders the text.
 */
export function describeValue(column: string, value: unknown, language: string, name: (key: string, fallback: string) => string): string {
  if (value === null || value === undefined || value === '') return name('history.none', '—');
  if (column === 'handled' && typeof value === 'boolean') return name(`history.values.handled.${value ? 'yes' : 'no'}`, String(value));
  if (namedValues.has(column) && typeof value === 'string') return name(`history.values.${column}.${value}`, value);
  if (column === 'progress' && Number.isFinite(Number(value))) return formatPercent(Number(value), language);
  if (column === 'budget' && Number.isFinite(Number(value))) return formatDollars(Number(value), language);
  if (dates.has(column) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatShortDate(value, language);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
