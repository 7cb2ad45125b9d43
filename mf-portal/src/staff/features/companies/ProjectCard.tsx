import { useId, useRef, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDollars, formatShortDate } from '@meridian/shared/lib/format';
import { ProgressMeter } from '../../../ui/ProgressMeter';
import { ChangeHistory } from '../../ui/ChangeHistory';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { outcomeOf } from '../../lib/write-outcome';
import { ProjectForm } from './ProjectForm';
import { projectPriorities, projectStatuses, type ProjectForm as FormValues } from './project-schema';
import { useUpdateProject } from './queries';
import type { StaffProject } from './staff-projects';

/** The edit form's starting values: the stored project, numbers and dates as their inputs hold them. */
function formOf(project: StaffProject): FormValues {
  return {
    title: project.title,
    description: project.description,
    // A value the form does not know (none today) shows as the first choice rather than a blank select.
    status: projectStatuses.find((status) => status === project.status) ?? projectStatuses[0],
    priority: projectPriorities.find((priority) => priority === project.priority) ?? projectPriorities[0],
    progress: String(project.progress),
    start_date: project.start_date ?? '',
    end_date: project.end_date ?? '',
    budget: String(project.budget),
  };
}

/**
 * One project of a company: its title, status, priority, progress, dates, budget and description;
 * Edit opens the project form in place (saved: the list and its history are read again, and
 * `onSaved` announces it), and History shows what staff changed on it.
 */
export function ProjectCard({ project, onSaved }: { project: StaffProject; onSaved: () => void }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const update = useUpdateProject(project.id);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const [titleId, editId, historyId] = [`${baseId}-title`, `${baseId}-edit`, `${baseId}-history`];
  const day = (date: string | null) => (date ? formatShortDate(date, language) : t('projects.noDate'));

  const closeEditor = () => {
    setEditing(false);
    // The button that opened the form takes focus back, or focus would fall to the page.
    editButton.current?.focus();
  };

  return (
    <article className="ui-card po:flex po:flex-col po:gap-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="po:text-xl po:font-semibold po:break-words po:text-ink">
        {project.title}
      </h3>
      {project.description ? <p className="po:break-words po:whitespace-pre-line po:text-muted">{project.description}</p> : null}
      <dl className="po:grid po:grid-cols-1 po:gap-x-6 po:gap-y-2 po:text-sm po:sm:grid-cols-[auto_1fr]">
        <dt className="po:font-medium po:text-muted">{t('projects.fields.status')}</dt>
        <dd>
          <StatusBadge status={project.status} />
        </dd>
        <dt className="po:font-medium po:text-muted">{t('projects.fields.priority')}</dt>
        <dd>
          <StatusBadge kind="priority" status={project.priority} />
        </dd>
        <dt className="po:font-medium po:text-muted">{t('projects.fields.progress')}</dt>
        <dd className="po:flex po:items-center po:gap-3">
          <ProgressMeter label={t('projects.progressOf', { title: project.title })} value={project.progress} barClassName="po:w-32" />
        </dd>
        <dt className="po:font-medium po:text-muted">{t('projects.fields.dates')}</dt>
        <dd>{t('projects.dateRange', { start: day(project.start_date), end: day(project.end_date) })}</dd>
        <dt className="po:font-medium po:text-muted">{t('projects.fields.budget')}</dt>
        <dd>{formatDollars(project.budget, language)}</dd>
      </dl>
      <div className="po:flex po:flex-wrap po:gap-3">
        <button
          ref={editButton}
          type="button"
          className="ui-button ui-button-secondary"
          aria-expanded={editing}
          aria-controls={editing ? editId : undefined}
          onClick={() => (editing ? closeEditor() : setEditing(true))}
        >
          {t('projects.edit')}
          <span className="ui-visually-hidden"> {project.title}</span>
        </button>
        <button
          type="button"
          className="ui-button ui-button-secondary"
          aria-expanded={showHistory}
          aria-controls={showHistory ? historyId : undefined}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {t('projects.history')}
          <span className="ui-visually-hidden"> {project.title}</span>
        </button>
      </div>
      {editing ? (
        <div id={editId} className="po:border-t po:border-line po:pt-4">
          <ProjectForm
            heading={t('projects.editHeading', { title: project.title })}
            headingLevel={4}
            submitLabel={t('projects.form.save')}
            defaults={formOf(project)}
            onSave={async (values) => {
              const failed = await outcomeOf(update.mutateAsync(values));
              if (failed) return failed;
              closeEditor();
              onSaved();
            }}
            onCancel={closeEditor}
          />
        </div>
      ) : null}
      {showHistory ? (
        <div id={historyId}>
          <ChangeHistory itemType="project" itemId={project.id} headingLevel={4} />
        </div>
      ) : null}
    </article>
  );
}
