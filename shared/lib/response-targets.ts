/**
 * First-response targets: how soon staff answer a ticket, by its priority, in the site's own tiers
 * (the FAQ's "Support response times"). The database sets each ticket's due time from the same
 * table (supabase/migrations/20261127000200_response_targets_live.sql,
 * private.first_response_target; the stand-in's tests compare the two); the screens only read it.
 * Support is 24/7, so a target runs around the clock, with no business-hours pauses.
 */
import type { TicketPriority } from './tickets';
import { formatDateTime, formatTime } from './format';

/** Minutes to the first answer: critical 15, high 1 hour, medium (the FAQ's "Standard") 4 hours, low 24 hours. */
export const firstResponseTargetMinutes: Readonly<Record<TicketPriority, number>> = {
  critical: 15,
  high: 60,
  medium: 4 * 60,
  low: 24 * 60,
};

const minute = 60_000;

/** When the first answer to a ticket of `priority` opened at `createdAt` is due. */
export function firstResponseDue(createdAt: string | Date, priority: TicketPriority): Date {
  return new Date(new Date(createdAt).getTime() + firstResponseTargetMinutes[priority] * minute);
}

/**
 * Staff are warned once less than this share of a ticket's target is left (a quarter: 4 minutes
 * of a critical ticket's 15, an hour of a medium one's 4 hours).
 */
export const warnWhenShareLeft = 0.25;

/** The fields of a ticket its target is read from (support_tickets' columns). */
export interface TargetFields {
  priority: string;
  status: string;
  created_at: string;
  first_response_due_at: string;
  first_responded_at: string | null;
}

/** Where a ticket stands against its first-response target at a moment. */
export type TargetState =
  /** no answer yet, due at `due`; `warn` once less than a quarter of the target is left */
  | { kind: 'waiting'; due: Date; targetMinutes: number; msLeft: number; warn: boolean }
  /** no answer, and the due time has passed `msLate` ago */
  | { kind: 'overdue'; due: Date; targetMinutes: number; msLate: number }
  /** answered `minutes` (at least 1) after it was opened */
  | { kind: 'answered'; minutes: number; withinTarget: boolean }
  /** resolved without an answer in the conversation: nothing is owed any more */
  | { kind: 'closed' };

/** The target minutes of a priority; the due time itself is the database's. */
function targetMinutesOf(fields: TargetFields): number {
  const due = new Date(fields.first_response_due_at).getTime();
  return Math.round((due - new Date(fields.created_at).getTime()) / minute);
}

export function targetState(fields: TargetFields, now: number): TargetState {
  const due = new Date(fields.first_response_due_at);
  const targetMinutes = targetMinutesOf(fields);
  if (fields.first_responded_at) {
    const answered = new Date(fields.first_responded_at).getTime();
    return {
      kind: 'answered',
      // An answer within the first half minute still reads "1 minute", never "0 minutes".
      minutes: Math.max(1, Math.round((answered - new Date(fields.created_at).getTime()) / minute)),
      withinTarget: answered <= due.getTime(),
    };
  }
  if (fields.status === 'resolved') return { kind: 'closed' };
  const msLeft = due.getTime() - now;
  if (msLeft < 0) return { kind: 'overdue', due, targetMinutes, msLate: -msLeft };
  return { kind: 'waiting', due, targetMinutes, msLeft, warn: msLeft < targetMinutes * minute * warnWhenShareLeft };
}

/**
 * The order of a staff queue: unanswered tickets first, the least time left first (overdue ones
 * are negative, so the latest comes first); then the rest by last activity.
 */
export function byTimeLeft<T extends TargetFields & { updated_at: string }>(tickets: readonly T[], now: number): T[] {
  const left = (ticket: T) => {
    const state = targetState(ticket, now);
    return state.kind === 'waiting' ? state.msLeft : state.kind === 'overdue' ? -state.msLate : null;
  };
  return [...tickets].sort((a, b) => {
    const [la, lb] = [left(a), left(b)];
    if (la !== null && lb !== null) return la - lb;
    if (la !== null) return -1;
    if (lb !== null) return 1;
    return b.updated_at.localeCompare(a.updated_at);
  });
}

/** A duration in whole minutes as the language says it: "15 minutes", "1 hour", "2 hours 5 minutes". */
export function formatMinutes(totalMinutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/** A due time in the reader's time zone: the clock time when it falls today, else the day and time. */
export function formatDue(due: Date, language: string, now: number): string {
  return due.toDateString() === new Date(now).toDateString() ? formatTime(due, language) : formatDateTime(due, language);
}
