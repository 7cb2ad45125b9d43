import { useId, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation, toLanguage } from '@meridian/shared/runtime/i18n';
import { RefreshCw } from 'lucide-react';
import { formatShortDate } from '@meridian/shared/lib/format';
import { articleCategories } from '../content/articles';
import { filterArticles, type ArticleFilter } from '../lib/filterArticles';
import { useArticleList } from '../state/articles';
import { useArticleText } from '../ui/useArticleText';

export default function BlogListPage() {
  const { t, i18n } = useTranslation('insights');
  const language = toLanguage(i18n.resolvedLanguage);
  const id = useId();
  const textOf = useArticleText();
  const { articles, updating, outcome, refresh } = useArticleList();
  const [filter, setFilter] = useState<ArticleFilter>({ query: '', category: 'all' });
  const rows = filterArticles(articles, filter, textOf, language);

  return (
    <div className="ui-container in:py-12">
      <h1 className="ui-heading-1">{t('list.title')}</h1>
      <p className="ui-lead in:mt-3 in:max-w-3xl">{t('list.intro')}</p>

      <div className="in:mt-8 in:flex in:flex-col in:gap-4 in:md:flex-row in:md:items-end">
        <div className="in:flex-1">
          <label className="ui-label" htmlFor={`${id}-search`}>
            {t('list.searchLabel')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="ui-input"
            placeholder={t('list.searchPlaceholder')}
            value={filter.query}
            onChange={(event) => setFilter((current) => ({ ...current, query: event.target.value }))}
          />
        </div>
        <div>
          <label className="ui-label" htmlFor={`${id}-category`}>
            {t('list.categoryLabel')}
          </label>
          <select
            id={`${id}-category`}
            className="ui-input"
            value={filter.category}
            onChange={(event) => setFilter((current) => ({ ...current, category: event.target.value as ArticleFilter['category'] }))}
          >
            <option value="all">{t('list.allCategories')}</option>
            {articleCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="ui-button ui-button-secondary" disabled={updating} aria-busy={updating} onClick={refresh}>
          <RefreshCw aria-hidden="true" focusable="false" className={`in:size-4 ${updating ? 'in:motion-safe:animate-spin' : ''}`} />
          {updating ? t('list.updating') : t('list.update')}
        </button>
      </div>

      <p role="status" className="in:mt-4 in:text-sm in:text-muted in:empty:hidden">
        {outcome ? (outcome.added > 0 ? t('list.added', { count: outcome.added }) : t('list.nothingNew')) : ''}
      </p>

      {rows.length === 0 ? (
        <p className="in:mt-8">{t('list.empty')}</p>
      ) : (
        // relative: the links' screen-reader text is absolutely positioned and would otherwise widen the page.
        <div className="in:relative in:mt-6 in:overflow-x-auto">
          <table className="in:w-full in:border-collapse in:text-left in:text-sm">
            <caption className="sr-only">{t('list.title')}</caption>
            <thead>
              <tr className="in:border-b in:border-line">
                {(['article', 'category', 'author', 'date', 'readTime', 'link'] as const).map((column) => (
                  <th key={column} scope="col" className="in:px-3 in:py-2 in:font-semibold">
                    {column === 'link' ? <span className="sr-only">{t('list.columns.link')}</span> : t(`list.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((article) => {
                const { title, excerpt } = textOf(article);
                return (
                  <tr key={article.id} className="in:border-b in:border-line in:align-top">
                    <th scope="row" className="in:px-3 in:py-3 in:font-medium">
                      {title}
                      <span className="in:mt-1 in:block in:font-normal in:text-muted">{excerpt}</span>
                    </th>
                    <td className="in:px-3 in:py-3">{t(`categories.${article.category}`)}</td>
                    <td className="in:px-3 in:py-3">{article.author}</td>
                    <td className="in:px-3 in:py-3 in:whitespace-nowrap">{formatShortDate(article.date, language)}</td>
                    <td className="in:px-3 in:py-3 in:whitespace-nowrap">{t('list.readTime', { count: article.readTimeMinutes })}</td>
                    <td className="in:px-3 in:py-3 in:whitespace-nowrap">
                      <Link className="ui-link" to={`/blog/${article.id}`}>
                        {t('list.readMore')}
                        <span className="sr-only">: {title}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
