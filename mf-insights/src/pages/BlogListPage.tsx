import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@meridian/shared/lib/format';
import { seedArticles } from '../content/articles';

export default function BlogListPage() {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="ui-container in:py-12">
      <h1 className="ui-heading-1">{t('list.title')}</h1>
      <p className="ui-lead in:mt-3 in:max-w-3xl">{t('list.intro')}</p>
      <div className="in:mt-8 in:overflow-x-auto">
        <table className="in:w-full in:border-collapse in:text-left in:text-sm">
          <caption className="sr-only">{t('list.title')}</caption>
          <thead>
            <tr className="in:border-b in:border-line">
              {(['article', 'category', 'author', 'date', 'readTime'] as const).map((column) => (
                <th key={column} scope="col" className="in:px-3 in:py-2 in:font-semibold">
                  {t(`list.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {seedArticles.map((article) => (
              <tr key={article.id} className="in:border-b in:border-line in:align-top">
                <th scope="row" className="in:px-3 in:py-3 in:font-medium">
                  {t(`articles.${article.id}.title`)}
                </th>
                <td className="in:px-3 in:py-3">{t(`categories.${article.category}`)}</td>
                <td className="in:px-3 in:py-3">{article.author}</td>
                <td className="in:px-3 in:py-3 in:whitespace-nowrap">{formatShortDate(article.date, language)}</td>
                <td className="in:px-3 in:py-3 in:whitespace-nowrap">{t('list.readTime', { count: article.readTimeMinutes })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
