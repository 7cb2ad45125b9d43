import { useLocation } from '@meridian/shared/runtime/router';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { NotFoundPage } from '@meridian/shared/ui/NotFoundPage';
import { useLocalizedContent } from '@meridian/shared/ui/use-localized-content';
import { infoPages, type InfoPageId } from '../content/info/pages';
import { loadInfoPage } from '../content/load';
import type { InfoPage as InfoPageContent } from '../content/types';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { CardGrid } from '../ui/CardGrid';

/** The one template of the sixteen informational pages: heading, lead, category table, card grid. */
export default function InfoPage() {
  const path = useLocation().pathname.replace(/^\/|\/$/g, '');
  const page = infoPages.find((candidate) => candidate.path === path);
  if (!page) return <NotFoundPage />;
  return <LoadedInfoPage key={page.id} id={page.id} />;
}

function LoadedInfoPage({ id }: { id: InfoPageId }) {
  const state = useLocalizedContent(`info/${id}`, (language) => loadInfoPage(id, language));
  return <ContentGate state={state}>{(content) => <InfoPageView content={content} />}</ContentGate>;
}

function InfoPageView({ content }: { content: InfoPageContent }) {
  usePageMeta(content.title, content.description);
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{content.title}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{content.description}</p>
      <section className="mk:mt-10" aria-labelledby="info-table">
        <h2 id="info-table" className="ui-heading-2 mk:mb-6">
          {content.tableHeading}
        </h2>
        <DataTable caption={content.table.caption} columns={content.table.columns} rows={content.table.rows} />
      </section>
      <section className="mk:mt-12" aria-labelledby="info-cards">
        <h2 id="info-cards" className="ui-heading-2 mk:mb-6">
          {content.cardsHeading}
        </h2>
        <CardGrid cards={content.cards} />
      </section>
    </div>
  );
}
