import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDollars, formatShortDate } from '@meridian/shared/lib/format';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import type { ClientProject } from '../../lib/projects';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { useProjects } from './queries';

/** The company's projects, with the loading, empty and failed-with-Retry states every list has. */
export function ProjectsTable({ companyId }: { companyId: string }) {
  const { t } = useTranslation('portal');
  const projects = useProjects(companyId);
  return (
    <QueryState query={projects} empty={<p>{t('projects.empty')}</p>}>
      {(list) => <ProjectRows projects={list} />}
    </QueryState>
  );
}

function ProjectRows({ projects }: { projects: ClientProject[] }) {
  const { t } = useTranslation('portal');
  const language = usePageLanguage();
  const columns = (['project', 'status', 'priority', 'progress', 'dates', 'budget'] as const).map((column) => {
    const header = t(`projects.columns.${column}`);
    return column === 'dates' || column === 'budget' ? { header, className: 'po:whitespace-nowrap' } : header;
  });
  const rows = projects.map((project) => ({
    key: project.id,
    cells: [
      // The title is the row header's first text (tests/e2e/client-portal.spec.ts reads it so).
      <>
        {project.title}
        <span className="po:mt-1 po:block po:font-normal po:text-muted">{project.description}</span>
      </>,
      <StatusBadge status={project.status} />,
      <StatusBadge kind="priority" status={project.priority} />,
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
