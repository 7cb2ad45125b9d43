import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { RefreshCw } from 'lucide-react';
import { formatShortDate } from '@meridian/shared/lib/format';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { articleCategories, type ArticleCategory } from '../content/articles';
import { useArticleList } from '../features/articles/article-list';
import { useArticleText } from '../features/articles/use-article-text';

/** /blog: the articles, newest first, with a search (title or excerpt) and a category filter applied together. */
export default function BlogListPage() {
  const { t } = useTranslation('insights');
  const language = usePageLanguage();
  const textOf = useArticleText();
  const { articles, updating, outcome, refresh } = useArticleList();
  // Update Content pressed before hydration: one update once hydrated (as pressing it while updating does nothing).
  const updateClicks = useClickBeforeHydration('blog-update', refresh);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<ArticleCategory | 'all'>('all');
  const shown = articles
    .map((article) => ({ ...article, ...textOf(article) }))
    .filter(
      (article) =>
        (category === 'all' || article.category === category) && matchesSearch(query, [article.title, article.excerpt], language),
    );

  return (
    <div className="ui-container in:py-12">
      <h1 className="ui-heading-1">{t('list.title')}</h1>
      <p className="ui-lead in:mt-3 in:max-w-3xl">{t('list.intro')}</p>

      <div className="in:mt-8">
        <SearchFilterBar
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder'), value: query, onChange: setQuery }}
          filter={{
            label: t('list.categoryLabel'),
            value: category,
            onChange: setCategory,
            options: [
              { value: 'all', label: t('list.allCategories') },
              ...articleCategories.map((choice) => ({ value: choice, label: t(`categories.${choice}`) })),
            ],
          }}
          resultCount={t('list.count', { count: shown.length })}
        >
          <button
            type="button"
            className="ui-button ui-button-secondary"
            disabled={updating}
            aria-busy={updating}
            onClick={refresh}
            {...updateClicks}
          >
            <RefreshCw aria-hidden="true" focusable="false" className={`in:size-4 ${updating ? 'in:motion-safe:animate-spin' : ''}`} />
            {updating ? t('list.updating') : t('list.update')}
          </button>
        </SearchFilterBar>
      </div>

      <p role="status" className="in:mt-4 in:text-sm in:text-muted in:empty:hidden">
        {outcome ? (outcome.added > 0 ? t('list.added', { count: outcome.added }) : t('list.nothingNew')) : ''}
      </p>

      {shown.length === 0 ? (
        <p className="in:mt-8">{t('list.empty')}</p>
      ) : (
        <div className="in:mt-6">
          <DataTable
            caption={t('list.title')}
            columns={[
              t('list.columns.article'),
              t('list.columns.category'),
              t('list.columns.author'),
              { header: t('list.columns.date'), className: 'in:whitespace-nowrap' },
              { header: t('list.columns.readTime'), className: 'in:whitespace-nowrap' },
              { header: t('list.columns.link'), hideHeader: true, className: 'in:whitespace-nowrap' },
            ]}
            rows={shown.map((article) => ({
              key: article.id,
              cells: [
                // The title comes first, before the excerpt: it is what names the row.
                <>
                  {article.title}
                  <span className="in:mt-1 in:block in:font-normal in:text-muted">{article.excerpt}</span>
                </>,
                t(`categories.${article.category}`),
                article.author,
                formatShortDate(article.date, language),
                t('list.readTime', { count: article.readTimeMinutes }),
                <Link className="ui-link" to={`/blog/${article.id}`}>
                  {t('list.readMore')}
                  <span className="ui-visually-hidden">: {article.title}</span>
                </Link>,
              ],
            }))}
          />
        </div>
      )}
    </div>
  );
}
