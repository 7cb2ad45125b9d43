import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDue, formatMinutes, type TargetState } from '@meridian/shared/lib/response-targets';
import type { StatusTone } from '@meridian/shared/ui/StatusBadge';

const minute = 60_000;

/**
 * Where a ticket stands against its first-response target, for staff: time left (a warning once
 * less than a quarter is left), how late, or how soon it was answered. The words carry the
 * meaning; the colour only repeats it.
 */
export function TargetBadge({ state, now }: { state: TargetState; now: number }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const badge = (tone: StatusTone, text: string) => (
    <span className={`ui-badge ui-badge-${tone}`} data-tone={tone}>
      {text}
    </span>
  );
  switch (state.kind) {
    case 'waiting': {
      const left = formatMinutes(Math.ceil(state.msLeft / minute), language);
      const due = formatDue(state.due, language, now);
      return state.warn ? badge('waiting', t('target.dueSoon', { left, due })) : badge('neutral', t('target.waiting', { left, due }));
    }
    case 'overdue':
      return badge('refused', t('target.overdue', { late: formatMinutes(Math.floor(state.msLate / minute), language) }));
    case 'answered':
      return badge(
        state.withinTarget ? 'done' : 'neutral',
        t(state.withinTarget ? 'target.answered' : 'target.answeredLate', { duration: formatMinutes(state.minutes, language) }),
      );
    case 'closed':
      return badge('neutral', t('target.closed'));
  }
}
