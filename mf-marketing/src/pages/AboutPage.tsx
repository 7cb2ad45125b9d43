import { usePageMeta } from '@meridian/shared/runtime/page';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { PageSection } from '@meridian/shared/ui/PageSection';
import type { Company } from '../content/types';
import { CardGrid } from '../ui/CardGrid';
import { useCompany } from '../content/use-company';

export default function AboutPage() {
  return <ContentGate state={useCompany()}>{(company) => <About about={company.about} />}</ContentGate>;
}

function About({ about }: { about: Company['about'] }) {
  usePageMeta(about.title, about.description);
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{about.title}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{about.intro}</p>
      <PageSection id="about-mission" heading={about.mission.heading}>
        <p className="mk:max-w-3xl mk:text-lg">{about.mission.text}</p>
      </PageSection>
      <PageSection id="about-values" heading={about.values.heading}>
        <CardGrid cards={about.values.items} columns="mk:sm:grid-cols-2 mk:lg:grid-cols-4" />
      </PageSection>
      <PageSection id="about-team" heading={about.team.heading}>
        <p className="mk:mb-6 mk:max-w-3xl mk:text-muted">{about.team.text}</p>
        <CardGrid
          cards={about.team.members.map((member) => ({ title: member.name, text: `${member.role}. ${member.bio}` }))}
          columns="mk:sm:grid-cols-2 mk:lg:grid-cols-4"
        />
      </PageSection>
      <PageSection id="about-recognition" heading={about.recognition.heading}>
        <CardGrid cards={about.recognition.items} columns="mk:sm:grid-cols-2 mk:lg:grid-cols-4" />
      </PageSection>
      <PageSection id="about-reach" heading={about.reach.heading}>
        <p className="mk:mb-6 mk:max-w-3xl mk:text-muted">{about.reach.text}</p>
        <CardGrid
          cards={about.reach.offices.map((office) => ({ title: `${office.city}, ${office.country}`, text: office.focus }))}
          columns="mk:sm:grid-cols-3"
        />
      </PageSection>
      <PageSection id="about-approach" heading={about.approach.heading}>
        <ol className="mk:grid mk:gap-6 mk:sm:grid-cols-2 mk:lg:grid-cols-4">
          {about.approach.steps.map((step, index) => (
            <li key={step.title} className="ui-card">
              <p className="mk:text-sm mk:font-semibold mk:text-brand">{index + 1}</p>
              <h3 className="mk:mt-1 mk:text-lg mk:font-semibold">{step.title}</h3>
              <p className="mk:mt-2 mk:text-sm mk:text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
    </div>
  );
}
