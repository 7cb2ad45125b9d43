import { useEffect, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { formatDollars, formatShortDate } from '@meridian/shared/lib/format';
import { DataTable } from '@meridian/shared/ui/DataTable';
import type { ClientProject } from '../../lib/projects';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { loadProjects, priorityBadgeClass, statusBadgeClass } from './projects';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; projects: ClientProject[] };

/** The client's projects, with loading, empty and error states (a failure never spins forever). */
export function ProjectsTable() {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const language = usePageLanguage();

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadProjects)
      .then((projects) => current && setState({ kind: 'loaded', projects }))
      .catch((error: unknown) => {
        console.warn('Projects could not be loaded', error);
        if (current) setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient]);

  if (state.kind === 'loading') return <p role="status">{t('projects.loading')}</p>;
  if (state.kind === 'failed') return <p role="alert">{t('projects.failed')}</p>;
  if (state.projects.length === 0) return <p>{t('projects.empty')}</p>;

  const columns = (['project', 'status', 'priority', 'progress', 'dates', 'budget'] as const).map((column) => {
    const header = t(`projects.columns.${column}`);
    return column === 'dates' || column === 'budget' ? { header, className: 'po:whitespace-nowrap' } : header;
  });
  const rows = state.projects.map((project) => ({
    key: project.id,
    cells: [
      // The title is the row header's first text (tests/e2e/client-portal.spec.ts reads it so).
      <>
        {project.title}
        <span className="po:mt-1 po:block po:font-normal po:text-muted">{project.description}</span>
      </>,
      <span className={`ui-badge ${statusBadgeClass(project.status)}`}>
        {t(`projects.status.${project.status}`, { defaultValue: project.status })}
      </span>,
      <span className={`ui-badge ${priorityBadgeClass(project.priority)}`}>
        {t(`projects.priority.${project.priority}`, {
          defaultValue: project.priority.charAt(0).toUpperCase() + project.priority.slice(1),
        })}
      </span>,
      <ProgressMeter label={t('projects.progressOf', { title: project.title })} value={project.progress} />,
      <>
        {project.start_date ? formatShortDate(project.start_date, language) : '—'} –{' '}
        {project.end_date ? formatShortDate(project.end_date, language) : '—'}
      </>,
      formatDollars(project.budget, language),
    ],
  }));

  return <DataTable caption={t('projects.caption')} columns={columns} rows={rows} />;
}
