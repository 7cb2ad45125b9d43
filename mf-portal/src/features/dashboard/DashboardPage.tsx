import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@meridian/shared/runtime/auth';
import { RequireSession } from './RequireSession';
import { ProjectsTable } from './ProjectsTable';

function Dashboard() {
  const { t } = useTranslation('portal');
  const { session, getClient } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await (await getClient()).auth.signOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <div className="ui-container po:py-12">
      <h1 className="ui-heading-1">{t('dashboard.title')}</h1>
      <p className="ui-lead po:mt-3">{t('dashboard.signedInAs', { email: session?.user.email ?? '' })}</p>
      <button type="button" className="ui-button ui-button-secondary po:mt-6" disabled={signingOut} onClick={() => void signOut()}>
        {t('dashboard.signOut')}
      </button>
      <section className="po:mt-10" aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="ui-heading-2 po:mb-4">
          {t('projects.heading')}
        </h2>
        <ProjectsTable />
      </section>
    </div>
  );
}

export default function DashboardPage() {
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
