import { useId, useRef, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { outcomeOf } from '../../lib/write-outcome';
import { ProjectCard } from './ProjectCard';
import { ProjectForm } from './ProjectForm';
import { newProjectForm } from './project-schema';
import { useCompanyProjects, useCreateProject } from './queries';
import { CompanySection } from './CompanyLists';

/**
 * A company's projects, newest first, and the New project form. After a project is created or
 * saved the list is read again (the one on screen stays meanwhile; the mutation invalidates it,
 * and the saved project's history) and the change is announced.
 */
export function CompanyProjects({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff');
  const projects = useCompanyProjects(companyId);
  const create = useCreateProject(companyId);
  const [creating, setCreating] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const closeForm = () => {
    setCreating(false);
    newButton.current?.focus();
  };

  return (
    <CompanySection heading={t('company.projects.heading')}>
      <div className="po:flex po:flex-col po:gap-6">
        <div className="po:flex po:flex-wrap po:items-center po:gap-4">
          <button
            ref={newButton}
            type="button"
            className="ui-button ui-button-primary"
            aria-expanded={creating}
            aria-controls={creating ? formId : undefined}
            onClick={() => {
              if (creating) return closeForm();
              setAnnouncement('');
              setCreating(true);
            }}
          >
            {t('projects.new')}
          </button>
          {/* Always present, so screen readers know the region before it speaks. */}
          <p role="status" className="po:font-medium">
            {announcement}
          </p>
        </div>
        {creating ? (
          <div id={formId} className="ui-card">
            <ProjectForm
              heading={t('projects.newHeading')}
              headingLevel={3}
              submitLabel={t('projects.form.create')}
              defaults={newProjectForm}
              onSave={async (values) => {
                const failed = await outcomeOf(create.mutateAsync(values));
                if (failed) return failed;
                closeForm();
                setAnnouncement(t('projects.created'));
              }}
              onCancel={closeForm}
            />
          </div>
        ) : null}
        <QueryState
          query={projects}
          loading={<p role="status">{t('projects.loading')}</p>}
          empty={<p>{t('projects.none')}</p>}
          failedMessage={t('projects.failed')}
        >
          {(list) => (
            <ul className="po:flex po:flex-col po:gap-6" aria-label={t('projects.listLabel')}>
              {list.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} onSaved={() => setAnnouncement(t('projects.saved'))} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </CompanySection>
  );
}
