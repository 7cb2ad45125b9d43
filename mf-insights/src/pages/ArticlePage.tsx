import { Link, useParams } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatLongDate } from '@meridian/shared/lib/format';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { useLocalizedContent } from '@meridian/shared/ui/use-localized-content';
import { PageSection } from '@meridian/shared/ui/PageSection';
import { seedArticles, type Article, type SeedArticle } from '../content/articles';
import { loadArticleBody } from '../content/load-article-body';
import type { ArticleBody } from '../content/types';
import { useGeneratedArticles } from '../features/articles/article-list';
import { ShareSaveButtons } from '../features/articles/ShareSaveButtons';
import { useArticleText } from '../features/articles/use-article-text';

/** /blog/:id: a built-in article with its full body, or a generated one; anything else is not found. */
export default function ArticlePage() {
  const { id } = useParams();
  const generated = useGeneratedArticles();
  // Exact id match only: the URL is untrusted and never reaches a module path unchecked.
  const article = [...seedArticles, ...generated].find((candidate) => candidate.id === id);
  if (!article) return <ArticleNotFound />;
  if (article.kind === 'generated') return <ArticleFrame article={article} />;
  return <SeedArticlePage key={article.id} article={article} />;
}

function SeedArticlePage({ article }: { article: SeedArticle }) {
  const state = useLocalizedContent(article.id, (language) => loadArticleBody(article.id, language));
  return <ContentGate state={state}>{(body) => <ArticleFrame article={article} body={body} />}</ContentGate>;
}

function ArticleNotFound() {
  const { t } = useTranslation('insights');
  usePageMeta(t('notFound.title'), t('notFound.message'));
  return (
    <section className="ui-container ui-centered-page" aria-labelledby="article-not-found">
      <h1 id="article-not-found" className="ui-heading-1">
        {t('notFound.title')}
      </h1>
      <p className="ui-lead">{t('notFound.message')}</p>
      <Link className="ui-button ui-button-primary" to="/blog">
        {t('notFound.returnToBlog')}
      </Link>
    </section>
  );
}

function ArticleFrame({ article, body }: { article: Article; body?: ArticleBody }) {
  const { t } = useTranslation('insights');
  const language = usePageLanguage();
  const { title, excerpt } = useArticleText()(article);
  usePageMeta(title, excerpt);
  return (
    <article className="ui-container in:max-w-4xl in:py-12">
      <Link to="/blog" className="ui-link in:text-sm">
        {t('article.back')}
      </Link>
      <header className="in:mt-6">
        <p>
          <span className="in:inline-block in:rounded-full in:bg-raised in:px-3 in:py-1 in:text-xs in:font-semibold in:text-ink">
            {t(`categories.${article.category}`)}
          </span>
        </p>
        <h1 className="ui-heading-1 in:mt-4">{title}</h1>
        <p className="in:mt-4 in:text-sm in:text-muted">
          {t('article.by', { author: article.author })}
          {body ? `, ${body.authorRole}` : ''} · <time dateTime={article.date}>{formatLongDate(article.date, language)}</time> ·{' '}
          {t('article.readTime', { count: article.readTimeMinutes })}
        </p>
        <div className="in:mt-6">
          <ShareSaveButtons id={article.id} title={title} />
        </div>
      </header>

      {body ? (
        <>
          <PageSection id="overview" heading={t('article.overview')}>
            <DataTable
              caption={t('article.overview')}
              rows={[
                [t('article.introduction'), body.introduction],
                [
                  t('article.keyPoints'),
                  <ul className="in:list-disc in:space-y-1 in:pl-5">
                    {body.keyPoints.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>,
                ],
              ]}
            />
          </PageSection>

          <PageSection id="sections" heading={t('article.sections')}>
            <DataTable
              caption={t('article.sections')}
              columns={(['topic', 'details', 'impact', 'applications'] as const).map((column) => t(`article.columns.${column}`))}
              rows={body.sections.map((section) => [section.title, section.content, section.impact, section.applications.join(', ')])}
            />
          </PageSection>

          <PageSection id="technologies" heading={t('article.technologies')}>
            <DataTable
              caption={t('article.technologies')}
              columns={(['technology', 'description', 'applications'] as const).map((column) => t(`article.columns.${column}`))}
              rows={body.technologies.map((technology) => [technology.name, technology.description, technology.applications])}
            />
          </PageSection>

          <PageSection id="implementation" heading={t('article.implementation')}>
            <div className="in:grid in:gap-6 in:md:grid-cols-3">
              {(
                [
                  ['steps', body.implementation.steps],
                  ['challenges', body.implementation.challenges],
                  ['bestPractices', body.implementation.bestPractices],
                ] as const
              ).map(([list, items]) => {
                const List = list === 'steps' ? 'ol' : 'ul';
                return (
                  <div key={list} className="ui-card">
                    <h3 className="in:text-lg in:font-semibold">{t(`article.${list}`)}</h3>
                    <List className={`in:mt-3 in:space-y-2 in:pl-5 in:text-sm ${list === 'steps' ? 'in:list-decimal' : 'in:list-disc'}`}>
                      {items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </List>
                  </div>
                );
              })}
            </div>
          </PageSection>

          <PageSection id="conclusion" heading={t('article.conclusion')}>
            <p className="in:leading-relaxed">{body.conclusion}</p>
          </PageSection>

          <PageSection id="tags" heading={t('article.tags')}>
            <ul className="in:flex in:flex-wrap in:gap-2">
              {body.tags.map((tag) => (
                <li key={tag} className="in:rounded-full in:border in:border-line in:px-3 in:py-1 in:text-sm">
                  {tag}
                </li>
              ))}
            </ul>
          </PageSection>
        </>
      ) : (
        <div className="in:mt-10 in:flex in:flex-col in:gap-4">
          <p className="ui-lead">{excerpt}</p>
          <p className="in:text-muted">{t('article.generatedNote')}</p>
        </div>
      )}
    </article>
  );
}
