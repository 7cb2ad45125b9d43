import { useTranslation } from '@meridian/shared/runtime/i18n';

/**
 * Badge colours of every status and priority staff see (dark text on a light tint in both themes,
 * as the dashboard's and the support portal's badges): waiting yellow, moving blue, done green,
 * refused red; priority high red, medium orange, low green. Anything else grey.
 */
const tints: Record<string, string> = {
  open: 'po:bg-yellow-100 po:text-yellow-900',
  submitted: 'po:bg-yellow-100 po:text-yellow-900',
  pending: 'po:bg-yellow-100 po:text-yellow-900',
  in_progress: 'po:bg-blue-100 po:text-blue-900',
  'in-progress': 'po:bg-blue-100 po:text-blue-900',
  under_review: 'po:bg-blue-100 po:text-blue-900',
  resolved: 'po:bg-green-100 po:text-green-900',
  accepted: 'po:bg-green-100 po:text-green-900',
  completed: 'po:bg-green-100 po:text-green-900',
  handled: 'po:bg-green-100 po:text-green-900',
  declined: 'po:bg-red-100 po:text-red-900',
  rejected: 'po:bg-red-100 po:text-red-900',
};

const priorityTints: Record<string, string> = {
  high: 'po:bg-red-100 po:text-red-900',
  medium: 'po:bg-orange-100 po:text-orange-900',
  low: 'po:bg-green-100 po:text-green-900',
};

export const statusTint = (status: string) => tints[status] ?? 'po:bg-gray-100 po:text-gray-900';
export const priorityTint = (priority: string) => priorityTints[priority] ?? 'po:bg-gray-100 po:text-gray-900';

/**
 * A status or priority as a badge, its text the localized name (`history.values.status.*` /
 * `history.values.priority.*` of the staff copy, which name the values of every item type).
 */
export function StatusBadge({ kind = 'status', value }: { kind?: 'status' | 'priority'; value: string }) {
  const { t } = useTranslation('staff');
  return (
    <span className={`ui-badge ${kind === 'status' ? statusTint(value) : priorityTint(value)}`}>
      {t(`history.values.${kind}.${value}`, { defaultValue: value })}
    </span>
  );
}
