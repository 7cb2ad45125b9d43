import { Link } from '@meridian/shared/runtime/router';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import type { Company } from '../content/types';
import { CardGrid } from '../ui/CardGrid';
import { useCompany } from '../content/use-company';

export default function CareersPage() {
  return <ContentGate state={useCompany()}>{(company) => <Careers careers={company.careers} />}</ContentGate>;
}

function Careers({ careers }: { careers: Company['careers'] }) {
  usePageMeta(careers.title, careers.description);
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{careers.title}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{careers.intro}</p>
      <section className="mk:mt-12" aria-labelledby="careers-areas">
        <h2 id="careers-areas" className="ui-heading-2 mk:mb-6">
          {careers.areasHeading}
        </h2>
        <CardGrid cards={careers.areas} columns="mk:sm:grid-cols-2 mk:lg:grid-cols-3" />
      </section>
      <section className="ui-card mk:mt-12 mk:flex mk:flex-col mk:items-start mk:gap-4" aria-labelledby="careers-openings">
        <h2 id="careers-openings" className="ui-heading-2">
          {careers.openings.heading}
        </h2>
        <p className="mk:max-w-3xl mk:text-muted">{careers.openings.text}</p>
        <Link to="/contact" className="ui-button ui-button-primary">
          {careers.openings.action}
        </Link>
      </section>
    </div>
  );
}
