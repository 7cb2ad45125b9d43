import { useTranslation } from '@meridian/shared/runtime/i18n';
import type { Article } from '../../content/articles';

/** Title and excerpt of any article in the page language (built-in copy or generator templates). */
export function useArticleText() {
  const { t } = useTranslation('insights');
  return (article: Article) =>
    article.kind === 'seed'
      ? { title: t(`articles.${article.id}.title`), excerpt: t(`articles.${article.id}.excerpt`) }
      : {
          title: t(`generator.titles.${article.category}.${article.titleIndex}`),
          excerpt: t(`generator.excerpts.${article.excerptIndex}`, { category: t(`categories.${article.category}`) }),
        };
}
