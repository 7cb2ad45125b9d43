import { createElement, useEffect, useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { describeValue, loadChanges, type StaffChange } from '../lib/changes';
import { formatDateTime } from '@meridian/shared/lib/format';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; changes: StaffChange[] };

/**
 * What staff did to one record, newest first (the database's `staff_changes`): who, when, and for
 * an update each changed column, "Status: Open → In progress". Pass a new `refreshKey` after a
 * change to read the history again. `headingLevel` fits the heading into the page's outline (an
 * h2 on a record's page, an h3 inside a list item).
 */
export function ChangeHistory({
  itemType,
  itemId,
  refreshKey = 0,
  headingLevel = 2,
}: {
  itemType: 'contact_message' | 'feedback' | 'ticket' | 'proposal' | 'project';
  itemId: string;
  refreshKey?: number;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getClient()
      .then((client) => loadChanges(client, itemType, itemId))
      .then((changes) => current && setLoaded({ kind: 'loaded', changes }))
      .catch((error: unknown) => {
        console.warn('The history could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, itemType, itemId, refreshKey, attempt]);

  const name = (key: string, fallback: string) => t(key, { defaultValue: fallback });

  const what = (change: StaffChange) => {
    if (change.action === 'created') return <p>{t('history.created')}</p>;
    if (change.action === 'replied') return <p>{t('history.replied')}</p>;
    const columns = Object.entries(change.changes ?? {});
    if (columns.length === 0) return <p>{t('history.updated')}</p>;
    return (
      <ul className="po:flex po:flex-col po:gap-1">
        {columns.map(([column, { from, to }]) => (
          <li key={column} className="po:break-words po:whitespace-pre-wrap">
            {t('history.change', {
              field: name(`history.fields.${column}`, column),
              from: describeValue(column, from, language, name),
              to: describeValue(column, to, language, name),
            })}
          </li>
        ))}
      </ul>
    );
  };

  const body = () => {
    if (loaded.kind === 'loading')
      return (
        <p role="status" className="po:mt-2 po:text-sm po:text-muted">
          {t('history.loading')}
        </p>
      );
    if (loaded.kind === 'failed')
      return (
        <LoadFailed
          className="po:mt-2"
          message={t('history.failed')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (loaded.changes.length === 0) return <p className="po:mt-2 po:text-sm po:text-muted">{t('history.empty')}</p>;
    return (
      <ol className="po:mt-2 po:flex po:flex-col po:gap-3 po:text-sm">
        {loaded.changes.map((change) => (
          <li key={change.id} className="po:border-l-2 po:border-line po:pl-3">
            <p className="po:text-muted">
              <span className="po:font-semibold po:text-ink po:break-all">{change.actor_email || t('history.system')}</span>
              {' · '}
              <time dateTime={change.changed_at}>{formatDateTime(change.changed_at, language)}</time>
            </p>
            {what(change)}
          </li>
        ))}
      </ol>
    );
  };

  return (
    <section aria-labelledby={headingId} className="po:mt-6">
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: headingLevel === 2 ? 'ui-heading-2' : 'po:text-base po:font-semibold po:text-ink' },
        t('history.heading'),
      )}
      {body()}
    </section>
  );
}
