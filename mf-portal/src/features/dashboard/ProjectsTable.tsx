import { useEffect, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { formatShortDate } from '@meridian/shared/lib/format';
import { formatBudget, loadProjects, priorityBadgeClass, statusBadgeClass, type ClientProject } from './projects';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; projects: ClientProject[] };

/** The client's projects, with loading, empty and error states (a failure never spins forever). */
export function ProjectsTable() {
  const { t, i18n } = useTranslation('portal');
  const { getClient } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const language = i18n.resolvedLanguage ?? 'en';

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

  return (
    <div className="po:overflow-x-auto">
      <table className="po:w-full po:border-collapse po:text-left po:text-sm">
        <caption className="sr-only">{t('projects.caption')}</caption>
        <thead>
          <tr className="po:border-b po:border-line">
            {(['project', 'status', 'priority', 'progress', 'dates', 'budget'] as const).map((column) => (
              <th key={column} scope="col" className="po:px-3 po:py-2 po:font-semibold">
                {t(`projects.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.projects.map((project) => (
            <tr key={project.id} className="po:border-b po:border-line po:align-top">
              <th scope="row" className="po:px-3 po:py-3 po:font-medium">
                {project.title}
                <span className="po:mt-1 po:block po:font-normal po:text-muted">{project.description}</span>
              </th>
              <td className="po:px-3 po:py-3">
                <span className={`ui-badge ${statusBadgeClass(project.status)}`}>
                  {t(`projects.status.${project.status}`, { defaultValue: project.status })}
                </span>
              </td>
              <td className="po:px-3 po:py-3">
                <span className={`ui-badge ${priorityBadgeClass(project.priority)}`}>
                  {t(`projects.priority.${project.priority}`, {
                    defaultValue: project.priority.charAt(0).toUpperCase() + project.priority.slice(1),
                  })}
                </span>
              </td>
              <td className="po:px-3 po:py-3">
                <div
                  role="progressbar"
                  aria-label={t('projects.progressOf', { title: project.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={project.progress}
                  className="po:h-2 po:w-24 po:overflow-hidden po:rounded-full po:bg-raised"
                >
                  <div className="po:h-full po:bg-accent" style={{ width: `${project.progress}%` }} />
                </div>
                <span className="po:text-xs po:text-muted">{project.progress}%</span>
              </td>
              <td className="po:px-3 po:py-3 po:whitespace-nowrap">
                {project.start_date ? formatShortDate(project.start_date, language) : '—'} –{' '}
                {project.end_date ? formatShortDate(project.end_date, language) : '—'}
              </td>
              <td className="po:px-3 po:py-3 po:whitespace-nowrap">{formatBudget(project.budget, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
