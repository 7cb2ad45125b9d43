import { useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { InboxEntry } from '../features/inbox/InboxEntry';
import { searchTexts } from '../features/inbox/inbox-data';
import { useInbox } from '../features/inbox/queries';
type KindChoice = 'all' | 'contact' | 'feedback';
type StateChoice = 'open' | 'handled' | 'all';

/**
 * /staff: what visitors sent through the website (contact messages and feedback), newest first,
 * open ones by default. An item marked handled here stays in view until the filters or the search
 * change, so the button just pressed (and the focus on it) does not vanish from under the reader.
 */
export default function InboxPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const inbox = useInbox();
  const kindId = useId();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindChoice>('all');
  const [state, setState] = useState<StateChoice>('open');
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setKept(new Set());
    };

  // Marked handled or open here: kept in view until the filters or the search change.
  const keep = (id: string) => setKept((previous) => new Set(previous).add(id));

  const items = inbox.data ?? [];
  const shown = items.filter(
    (item) =>
      (kind === 'all' || item.kind === kind) &&
      (kept.has(item.id) || state === 'all' || item.handled === (state === 'handled')) &&
      matchesSearch(query, searchTexts(item), language),
  );

  return (
    <div>
      <h1 className="ui-heading-1">{t('inbox.title')}</h1>
      <p className="ui-lead po:mt-2">{t('inbox.intro')}</p>
      <div className="po:mt-6">
        <SearchFilterBar
          search={{ label: t('inbox.search'), placeholder: t('inbox.searchPlaceholder'), value: query, onChange: refilter(setQuery) }}
          filter={{
            label: t('inbox.stateFilter'),
            value: state,
            onChange: refilter(setState),
            options: (['open', 'handled', 'all'] as const).map((value) => ({ value, label: t(`inbox.states.${value}`) })),
          }}
          resultCount={inbox.data ? t('inbox.count', { count: shown.length }) : ''}
        >
          <div>
            <label className="ui-label" htmlFor={kindId}>
              {t('inbox.kindFilter')}
            </label>
            <select id={kindId} className="ui-input" value={kind} onChange={(event) => refilter(setKind)(event.target.value as KindChoice)}>
              {(['all', 'contact', 'feedback'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.kinds.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </SearchFilterBar>
      </div>
      <p role="status" className="po:mt-4 po:empty:hidden">
        {announcement}
      </p>
      <div className="po:mt-6">
        <QueryState query={inbox} failedMessage={t('inbox.failed')}>
          {() =>
            shown.length === 0 ? (
              <p className="po:text-muted">{t('inbox.empty')}</p>
            ) : (
              <ul className="po:flex po:flex-col po:gap-4" aria-label={t('inbox.listLabel')}>
                {shown.map((item) => (
                  <InboxEntry key={`${item.kind}-${item.id}`} item={item} onChanged={() => keep(item.id)} announce={setAnnouncement} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
