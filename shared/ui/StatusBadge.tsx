import { useTranslation } from '@meridian/shared/runtime/i18n';

/**
 * What a status means to the person reading it, which alone decides its colour: waiting for
 * someone (yellow), being worked on (blue), done (green), refused (red). Every status any table
 * stores is listed here once; an unknown one is shown neutral (grey) under its own name.
 */
export type StatusTone = 'waiting' | 'active' | 'done' | 'refused' | 'neutral';

const tones: Record<string, StatusTone> = {
  // client_projects
  pending: 'waiting',
  'in-progress': 'active',
  completed: 'done',
  rejected: 'refused',
  // support_tickets
  open: 'waiting',
  in_progress: 'active',
  resolved: 'done',
  // proposals
  submitted: 'waiting',
  under_review: 'active',
  accepted: 'done',
  declined: 'refused',
  // staff inbox entries
  handled: 'done',
};

const priorityTones: Record<string, StatusTone> = { critical: 'refused', high: 'refused', medium: 'waiting', low: 'neutral' };

export const statusTone = (status: string): StatusTone => tones[status] ?? 'neutral';

/** `in-progress` (projects) and `in_progress` (tickets) are the same words to a reader. */
const labelKey = (status: string) => status.replace(/-/g, '_');

/**
 * A status as a badge: its colour from its meaning, its words from `status.*` in `common` (en, id,
 * ms), so projects, tickets, proposals and the staff screens all show a status alike.
 * `kind="priority"` shows a ticket's priority the same way (`priority.*`).
 */
export function StatusBadge({ status, kind = 'status' }: { status: string; kind?: 'status' | 'priority' }) {
  const { t } = useTranslation('common');
  const tone = kind === 'status' ? statusTone(status) : (priorityTones[status] ?? 'neutral');
  return (
    <span className={`ui-badge ui-badge-${tone}`} data-tone={tone}>
      {t(`${kind}.${labelKey(status)}`, { defaultValue: status })}
    </span>
  );
}
