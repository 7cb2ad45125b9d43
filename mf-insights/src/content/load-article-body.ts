import type { Language } from '@meridian/shared/runtime/i18n';
import type { ArticleBody } from './types';

/** A built-in article's body in one language: one chunk per article and language. */
export async function loadArticleBody(id: string, language: Language): Promise<ArticleBody> {
  const module = (await import(`./articles/${id}/${language}.ts`)) as { default: ArticleBody };
  return module.default;
}
