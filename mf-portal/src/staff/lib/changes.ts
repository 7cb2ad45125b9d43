import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import { formatDollars, formatPercent, formatShortDate } from '@meridian/shared/lib/format';

/** The kinds of record staff change; `staff_changes.item_type`. */
export type StaffItemType = 'contact_message' | 'feedback' | 'ticket' | 'proposal' | 'project' | 'company';

/** One row of `staff_changes`, written by the database's triggers on every staff change. */
export type StaffChange = Tables<'staff_changes'>;

/** One record's history, newest first. */
export async function loadChanges(client: SupabaseClient<Database>, itemType: StaffItemType, itemId: string): Promise<StaffChange[]> {
  return dataOf(
    await client
      .from('staff_changes')
      .select('*')
      .eq('item_type', itemType)
      .eq('item_id', itemId)
      .order('changed_at', { ascending: false }),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An update's changed columns with their values before and after (`changes` is
 * `{ column: { from, to } }` for 'updated', `{}` otherwise); anything of another shape is left out.
 */
export function changedColumns(change: Pick<StaffChange, 'changes'>): [string, { from: unknown; to: unknown }][] {
  if (!isRecord(change.changes)) return [];
  return Object.entries(change.changes).flatMap(([column, value]) =>
    isRecord(value) ? [[column, { from: value.from, to: value.to }] as [string, { from: unknown; to: unknown }]] : [],
  );
}

/** The columns whose values are named in the common copy (`common:status.*`, `common:priority.*`, as StatusBadge shows them). */
const namedValues = new Set(['status', 'priority']);
const dates = new Set(['start_date', 'end_date']);

/**
 * A changed value as people read it: a status or priority by its localized name (the words its
 * badge shows), yes/no for handled, a percentage, a date, dollars; anything else as its text.
 * `name` looks a key up (in the staff copy, `common:` keys in the common one). Never HTML: the
 * caller renders the text.
 */
export function describeValue(column: string, value: unknown, language: string, name: (key: string, fallback: string) => string): string {
  if (value === null || value === undefined || value === '') return name('history.none', '—');
  if (column === 'handled' && typeof value === 'boolean') return name(`history.values.handled.${value ? 'yes' : 'no'}`, String(value));
  if (namedValues.has(column) && typeof value === 'string') return name(`common:${column}.${value.replace(/-/g, '_')}`, value);
  if (column === 'progress' && Number.isFinite(Number(value))) return formatPercent(Number(value), language);
  if (column === 'budget' && Number.isFinite(Number(value))) return formatDollars(Number(value), language);
  if (dates.has(column) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatShortDate(value, language);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What is done to a company's membership and settings (`staff_changes.action` for item_type 'company'). */
export const companyActions = [
  'member_added',
  'member_removed',
  'member_left',
  'role_changed',
  'invited',
  'invitation_withdrawn',
  'policy_changed',
  'renamed',
] as const;
export type CompanyAction = (typeof companyActions)[number];

/** A company change as one sentence: its key below `history.company` and the values it names. */
export interface CompanySentence {
  key: string;
  member?: string;
  /** a role (owner or member), or the role before and after */
  role?: string;
  from?: string;
  to?: string;
}

const firstText = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value !== '');

/**
 * The sentence for a change to a company ("ana@x.com joined as member", "the role of … changed
 * from member to owner"), or undefined for an action that is not a company's. The database
 * records the person as `member` (`{from: null, to: address}` when one joins, the other way round
 * when one leaves or is removed) or, for an invitation, as `invitation`; the role as `role`, the
 * policy as `require_second_factor` and a rename as `name`. A sentence leaves out what the change
 * does not carry.
 */
export function companySentence(change: Pick<StaffChange, 'action' | 'changes'>): CompanySentence | undefined {
  if (!(companyActions as readonly string[]).includes(change.action)) return undefined;
  const action = change.action as CompanyAction;
  const columns = new Map(changedColumns(change));
  const member = columns.get('member') ?? columns.get('invitation');
  const role = columns.get('role');
  const memberText = firstText(member?.to, member?.from);
  switch (action) {
    case 'member_added':
    case 'invited': {
      const joinedAs = firstText(role?.to, role?.from);
      return { key: joinedAs ? `${action}_as` : action, member: memberText, role: joinedAs };
    }
    case 'role_changed':
      return { key: action, member: memberText, from: firstText(role?.from), to: firstText(role?.to) };
    case 'policy_changed': {
      const required = columns.get('require_second_factor')?.to;
      return { key: typeof required === 'boolean' ? `policy_${required ? 'on' : 'off'}` : action };
    }
    case 'renamed': {
      const name = columns.get('name');
      return { key: action, from: firstText(name?.from), to: firstText(name?.to) };
    }
    default:
      return { key: action, member: memberText };
  }
}
