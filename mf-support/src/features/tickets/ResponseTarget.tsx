import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDue, formatMinutes, targetState, type TargetFields } from '@meridian/shared/lib/response-targets';
import { useNow } from '@meridian/shared/ui/use-now';

/**
 * What the client is promised about a ticket's first answer, in their time zone and language:
 * "We will answer by 14:30 (within 1 hour)", then "Answered in 42 minutes". It counts down with
 * the clock, so a page left open turns to "late" by itself.
 */
export function ResponseTarget({ ticket }: { ticket: TargetFields }) {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  const now = useNow();
  const state = targetState(ticket, now);
  switch (state.kind) {
    case 'waiting':
      return (
        <>{t('target.waiting', { time: formatDue(state.due, language, now), target: formatMinutes(state.targetMinutes, language) })}</>
      );
    case 'overdue':
      return (
        <>{t('target.overdue', { time: formatDue(state.due, language, now), target: formatMinutes(state.targetMinutes, language) })}</>
      );
    case 'answered':
      return <>{t('target.answered', { duration: formatMinutes(state.minutes, language) })}</>;
    case 'closed':
      return <>{t('target.closed')}</>;
  }
}
