import { useTranslation } from '@meridian/shared/runtime/i18n';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { PageSection } from '@meridian/shared/ui/PageSection';
import type { Portfolio } from '../../content/types';
import { ProficiencyBadge } from './badges';
import { useColumnLabel } from './use-column-label';

/** Technical expertise by category: the skills with their proficiency, and the certifications held. */
export function ExpertiseSection({ heading, expertise }: { heading: string; expertise: Portfolio['expertise'] }) {
  const { t } = useTranslation('marketing');
  const column = useColumnLabel();
  return (
    <PageSection id="portfolio-expertise" heading={heading}>
      <div className="mk:grid mk:gap-8 mk:lg:grid-cols-2">
        {expertise.map((group, index) => (
          <section key={group.category} aria-labelledby={`expertise-${index}`} className="ui-card">
            <h3 id={`expertise-${index}`} className="mk:mb-4 mk:text-xl mk:font-semibold">
              {group.category}
            </h3>
            <DataTable
              caption={`${t('portfolio.skills')}: ${group.category}`}
              columns={[column('skill'), column('proficiency'), column('projects'), column('successRate')]}
              rows={group.skills.map((skill) => [
                skill.name,
                <ProficiencyBadge value={skill.proficiency} />,
                String(skill.projects),
                skill.successRate,
              ])}
            />
            <div className="mk:mt-6">
              <DataTable
                caption={`${t('portfolio.certifications')}: ${group.category}`}
                columns={[column('certification'), column('level')]}
                rows={group.certifications.map((certification) => [certification.name, certification.level])}
              />
            </div>
          </section>
        ))}
      </div>
    </PageSection>
  );
}
