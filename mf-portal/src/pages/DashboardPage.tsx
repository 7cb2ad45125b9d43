import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Link } from '@meridian/shared/runtime/router';
import * as Tabs from '@radix-ui/react-tabs';
import { useAuth } from '@meridian/shared/runtime/auth';
import { openLiveChat } from '@meridian/shared/runtime/events';
import { useCurrentCompany, type Company } from '@meridian/shared/runtime/company';
import { ActionTiles, type ActionTile } from '@meridian/shared/ui/ActionTiles';
import { CompanyGate } from '@meridian/shared/ui/CompanyGate';
import { CompanySwitcher } from '@meridian/shared/ui/CompanySwitcher';
import { ProjectsTable } from '../features/dashboard/ProjectsTable';
import { RequestSummary } from '../features/dashboard/RequestSummary';
import { SupportCards } from '../features/dashboard/SupportCards';
import { dashboardActions } from '../features/dashboard/content';
import { ProposalsList } from '../features/dashboard/proposals/ProposalsList';
import { useProposals } from '../features/dashboard/proposals/queries';
import { RequireSession } from '../ui/RequireSession';

type Tab = 'projects' | 'proposals';

// The dialog brings Radix Dialog, react-dropzone (through the shared AttachmentPicker) and the
// form libraries; load them when a client first asks for it.
const UploadProposalDialog = lazy(() => import('../features/dashboard/proposals/UploadProposalDialog'));

const tabClass =
  'po:min-h-11 po:border-b-2 po:border-transparent po:px-4 po:py-2 po:text-sm po:font-semibold po:text-muted po:hover:text-ink po:data-[state=active]:border-brand po:data-[state=active]:text-ink po:focus-visible:outline-2 po:focus-visible:outline-brand';

function Dashboard({ email, staff }: { email: string; staff: boolean }) {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const current = useCurrentCompany();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await (await getClient()).auth.signOut();
    } finally {
      setSigningOut(false);
    }
  };

  // Until the memberships are known the page keeps the frame it had while the session was checked,
  // so the company's name and data arrive with the rest, moving nothing already shown.
  if (current.status === 'loading') return <DashboardFrame />;

  return (
    <div className="ui-container po:py-12">
      <div className="po:flex po:flex-wrap po:items-end po:justify-between po:gap-4">
        <div>
          <h1 className="ui-heading-1">{t('dashboard.title')}</h1>
          {current.company ? (
            <p className="ui-lead po:mt-3 po:font-semibold po:break-words" data-testid="dashboard-company">
              <span className="ui-visually-hidden">{t('dashboard.companyLabel')} </span>
              {current.company.name}
            </p>
          ) : null}
          <p className="ui-lead po:mt-3 po:break-all">{t('dashboard.signedInAs', { email })}</p>
        </div>
        <div className="po:flex po:flex-wrap po:gap-3">
          {staff ? (
            <Link to="/staff" className="ui-button ui-button-primary">
              {t('dashboard.staffWorkspace')}
            </Link>
          ) : null}
          {current.companies.length > 0 ? (
            <Link to="/company" className="ui-button ui-button-secondary">
              {t('dashboard.companyPage')}
            </Link>
          ) : null}
          <Link to="/account" className="ui-button ui-button-secondary">
            {t('dashboard.accountSecurity')}
          </Link>
          <button type="button" className="ui-button ui-button-secondary" disabled={signingOut} onClick={() => void signOut()}>
            {t('dashboard.signOut')}
          </button>
        </div>
      </div>

      <CompanySwitcher className="po:mt-6 po:max-w-sm" />

      <div className="po:mt-8">
        {/* Keyed by the company: its tabs, dialog and draft start afresh for another company. */}
        <CompanyGate>{(company) => <CompanyDashboard key={company.id} company={company} />}</CompanyGate>
      </div>

      <section className="po:mt-12" aria-labelledby="support-heading">
        <h2 id="support-heading" className="ui-heading-2 po:mb-6">
          {t('support.heading')}
        </h2>
        <SupportCards />
      </section>
    </div>
  );
}

/** The chosen company's requests, actions, projects and proposals. */
function CompanyDashboard({ company }: { company: Company }) {
  const { t } = useTranslation('portal');
  const { session } = useAuth();
  const userId = session?.user.id ?? '';
  const proposals = useProposals(company.id);
  const [tab, setTab] = useState<Tab>('projects');
  const [uploadOpen, setUploadOpen] = useState(false);
  // Stays mounted once opened, so a draft closed with Escape is still there next time.
  const [uploadRequested, setUploadRequested] = useState(false);
  const openUpload = () => {
    setUploadRequested(true);
    setUploadOpen(true);
  };
  const [announcement, setAnnouncement] = useState('');
  const proposalsTab = useRef<HTMLButtonElement>(null);
  const showProposals = () => {
    setTab('proposals');
    proposalsTab.current?.focus();
  };

  const tiles: ActionTile[] = dashboardActions.map((action) => {
    const copy = { id: action.id, title: t(`dashboard.actions.${action.id}.title`), text: t(`dashboard.actions.${action.id}.text`) };
    if (action.kind === 'link') return { ...copy, to: action.to };
    return { ...copy, onSelect: action.kind === 'live-chat' ? openLiveChat : openUpload };
  });

  return (
    <>
      <RequestSummary companyId={company.id} onShowProposals={showProposals} />

      <section className="po:mt-10" aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="ui-visually-hidden">
          {t('dashboard.actionsHeading')}
        </h2>
        <ActionTiles tiles={tiles} />
      </section>

      <p role="status" className="po:mt-6 po:empty:hidden">
        {announcement}
      </p>

      <Tabs.Root className="po:mt-10" value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List className="po:flex po:gap-2 po:border-b po:border-line" aria-label={t('dashboard.tabsLabel')}>
          <Tabs.Trigger value="projects" className={tabClass}>
            {t('dashboard.tabs.projects')}
          </Tabs.Trigger>
          <Tabs.Trigger ref={proposalsTab} value="proposals" className={tabClass}>
            {t('dashboard.tabs.proposals', { count: proposals.data?.length ?? 0 })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="projects" className="po:pt-6 po:focus-visible:outline-2 po:focus-visible:outline-brand">
          <ProjectsTable companyId={company.id} />
        </Tabs.Content>
        <Tabs.Content value="proposals" className="po:pt-6 po:focus-visible:outline-2 po:focus-visible:outline-brand">
          <ProposalsList companyId={company.id} onUpload={openUpload} />
        </Tabs.Content>
      </Tabs.Root>

      {uploadRequested ? (
        <Suspense fallback={<p role="status">{t('proposal.loading')}</p>}>
          <UploadProposalDialog
            open={uploadOpen}
            onOpenChange={setUploadOpen}
            userId={userId}
            companyId={company.id}
            onSent={(proposal) => {
              setTab('proposals');
              setAnnouncement(t('proposals.sentNotice', { title: proposal.title }));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The page while it is not known yet what to show: its heading, and a status saying it loads. */
function DashboardFrame({ loading }: { loading?: ReactNode }) {
  const { t } = useTranslation('portal');
  return (
    <div className="ui-container po:py-12">
      <h1 className="ui-heading-1">{t('dashboard.title')}</h1>
      {loading ?? (
        <p className="ui-lead po:mt-3" role="status">
          {t('dashboard.loading')}
        </p>
      )}
    </div>
  );
}

export default function DashboardPage() {
  return (
    // The heading is there from the first paint (the server's HTML), where the dashboard puts it,
    // rather than after the session and second-factor checks (it was the page's largest paint).
    <RequireSession checking={(loading) => <DashboardFrame loading={loading} />}>
      <SignedInDashboard />
    </RequireSession>
  );
}

function SignedInDashboard() {
  const { session } = useAuth();
  // RequireSession renders this only with a session; the key remounts the page for another user.
  if (!session) return null;
  return (
    <Dashboard
      key={session.user.id}
      email={session.user.email ?? ''}
      // app_metadata is written only by the service role; the workspace checks again (and the database decides).
      staff={session.user.app_metadata?.staff === true}
    />
  );
}
