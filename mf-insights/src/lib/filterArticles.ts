import type { Article, ArticleCategory } from '../content/articles';

export interface ArticleFilter {
  /** free text, matched literally (never as a pattern) against title and excerpt */
  query: string;
  category: ArticleCategory | 'all';
}

/** Articles in the chosen category (or any) whose title or excerpt contains the search, ignoring case. */
export function filterArticles(
  articles: readonly Article[],
  { query, category }: ArticleFilter,
  textOf: (article: Article) => { title: string; excerpt: string },
  language: string,
): Article[] {
  const needle = query.trim().toLocaleLowerCase(language);
  return articles.filter((article) => {
    if (category !== 'all' && article.category !== category) return false;
    if (!needle) return true;
    const { title, excerpt } = textOf(article);
    return title.toLocaleLowerCase(language).includes(needle) || excerpt.toLocaleLowerCase(language).includes(needle);
  });
}
