import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { ProjectCard } from './ProjectCard';
import { ProjectForm } from './ProjectForm';
import { newProjectForm } from './project-schema';
import { createProject, loadClientProjects, type StaffProject } from './staff-projects';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; projects: StaffProject[] };

/**
 * A client's projects, newest first, and the New project form. After a project is created or
 * saved the list is read again (the one on screen stays meanwhile), the change is announced and
 * every open history reloads.
 */
export function ClientProjects({ clientId }: { clientId: string }) {
  const { t } = useTranslation('staff');
  const { getClient } = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [historyKey, setHistoryKey] = useState(0);
  const newButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  useEffect(() => {
    let current = true;
    getClient()
      .then((client) => loadClientProjects(client, clientId))
      .then((projects) => current && setLoaded({ kind: 'loaded', projects }))
      .catch((error: unknown) => {
        console.warn('The projects could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, clientId, attempt]);

  const reload = useCallback((message: string) => {
    setAnnouncement(message);
    setHistoryKey((key) => key + 1);
    setAttempt((count) => count + 1);
  }, []);

  const closeForm = () => {
    setCreating(false);
    newButton.current?.focus();
  };

  const list = () => {
    if (loaded.kind === 'loading') return <p role="status">{t('projects.loading')}</p>;
    if (loaded.kind === 'failed')
      return (
        <LoadFailed
          message={t('projects.failed')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (loaded.projects.length === 0) return <p>{t('projects.none')}</p>;
    return (
      <ul className="po:flex po:flex-col po:gap-6" aria-label={t('projects.listLabel')}>
        {loaded.projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} historyKey={historyKey} onSaved={() => reload(t('projects.saved'))} />
          </li>
        ))}
      </ul>
    );
  };

  return (
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
            headingLevel={2}
            submitLabel={t('projects.form.create')}
            defaults={newProjectForm}
            onSave={async (values) => {
              const failure = await createProject(await getClient(), clientId, values);
              if (failure) return failure;
              closeForm();
              reload(t('projects.created'));
            }}
            onCancel={closeForm}
          />
        </div>
      ) : null}
      {list()}
    </div>
  );
}
