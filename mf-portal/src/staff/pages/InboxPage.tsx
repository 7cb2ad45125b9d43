import { useCallback, useEffect, useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { InboxEntry } from '../features/inbox/InboxEntry';
import { loadInbox, searchTexts, type InboxItem } from '../features/inbox/inbox-data';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: InboxItem[] };
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
  const { getClient } = useAuth();
  useStaffPageMeta(t('inbox.title'));
  const kindId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindChoice>('all');
  const [state, setState] = useState<StateChoice>('open');
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadInbox)
      .then((items) => current && setLoaded({ kind: 'loaded', items }))
      .catch((error: unknown) => {
        console.warn('The inbox could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setKept(new Set());
    };

  const changed = useCallback((id: string, handled: boolean, handledAt: string | null) => {
    setLoaded((previous) =>
      previous.kind === 'loaded'
        ? { ...previous, items: previous.items.map((item) => (item.id === id ? { ...item, handled, handled_at: handledAt } : item)) }
        : previous,
    );
    setKept((previous) => new Set(previous).add(id));
  }, []);

  const items = loaded.kind === 'loaded' ? loaded.items : [];
  const shown = items.filter(
    (item) =>
      (kind === 'all' || item.kind === kind) &&
      (kept.has(item.id) || state === 'all' || item.handled === (state === 'handled')) &&
      matchesSearch(query, searchTexts(item), language),
  );

  const body = () => {
    if (loaded.kind === 'loading') return <p role="status">{t('inbox.loading')}</p>;
    if (loaded.kind === 'failed')
      return (
        <LoadFailed
          message={t('inbox.failed')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (shown.length === 0) return <p className="po:text-muted">{t('inbox.empty')}</p>;
    return (
      <ul className="po:flex po:flex-col po:gap-4" aria-label={t('inbox.listLabel')}>
        {shown.map((item) => (
          <InboxEntry
            key={`${item.kind}-${item.id}`}
            item={item}
            onChanged={(handled, handledAt) => changed(item.id, handled, handledAt)}
            announce={setAnnouncement}
          />
        ))}
      </ul>
    );
  };

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
          resultCount={loaded.kind === 'loaded' ? t('inbox.count', { count: shown.length }) : ''}
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
      <div className="po:mt-6">{body()}</div>
    </div>
  );
}
