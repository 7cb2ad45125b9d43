import { createElement, useId } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDateTime } from '@meridian/shared/lib/format';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { changedColumns, companySentence, describeValue, type StaffChange, type StaffItemType } from '../lib/changes';
import { useChanges } from '../lib/queries';

/**
 * What staff did to one record, newest first (the database's `staff_changes`): who, when, and for
 * an update each changed column, "Status: Open → In progress". A company's history also holds what
 * its owners and members did to its membership, each as a sentence ("ana@x.com joined as member"). Every staff write invalidates the
 * history of what it changed, so this reads it again by itself. `headingLevel` fits the heading
 * into the page's outline (an h2 on a record's page, an h3 or h4 inside a list item).
 */
export function ChangeHistory({
  itemType,
  itemId,
  headingLevel = 2,
}: {
  itemType: StaffItemType;
  itemId: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const headingId = useId();
  const history = useChanges(itemType, itemId);

  const name = (key: string, fallback: string) => t(key, { defaultValue: fallback });

  const what = (change: StaffChange) => {
    if (change.action === 'created') return <p>{t('history.created')}</p>;
    if (change.action === 'replied') return <p>{t('history.replied')}</p>;
    const sentence = companySentence(change);
    if (sentence) {
      const role = (value?: string) => (value ? name(`history.roles.${value}`, value) : '');
      return (
        <p className="po:break-words">
          {t(`history.company.${sentence.key}`, {
            member: sentence.member ?? t('history.someone'),
            role: role(sentence.role),
            from: sentence.key === 'role_changed' ? role(sentence.from) : (sentence.from ?? t('history.none')),
            to: sentence.key === 'role_changed' ? role(sentence.to) : (sentence.to ?? t('history.none')),
          })}
        </p>
      );
    }
    const columns = changedColumns(change);
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

  return (
    <section aria-labelledby={headingId} className="po:mt-6">
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: headingLevel === 2 ? 'ui-heading-2' : 'po:text-base po:font-semibold po:text-ink' },
        t('history.heading'),
      )}
      <div className="po:mt-2">
        <QueryState
          query={history}
          loading={
            <p role="status" className="po:text-sm po:text-muted">
              {t('history.loading')}
            </p>
          }
          empty={<p className="po:text-sm po:text-muted">{t('history.empty')}</p>}
          failedMessage={t('history.failed')}
        >
          {(changes) => (
            <ol className="po:flex po:flex-col po:gap-3 po:text-sm">
              {changes.map((change) => (
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
          )}
        </QueryState>
      </div>
    </section>
  );
}
