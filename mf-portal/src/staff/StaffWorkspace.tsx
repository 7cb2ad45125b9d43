import { lazy, Suspense } from 'react';
import { Route, Routes } from '@meridian/shared/runtime/router';
import { registerNamespace, toLanguage } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { NotFoundPage } from '@meridian/shared/ui/NotFoundPage';
import { PageSkeleton } from '@meridian/shared/ui/PageSkeleton';
import { RequireStaff } from './ui/RequireStaff';
import { StaffLayout } from './ui/StaffLayout';

/*
 * The staff workspace: everything staff lives below src/staff and is reached only through this
 * module (routes.tsx loads it lazily for /staff/*), so a client's pages never download staff code or
 * copy. Its copy is its own i18next namespace, registered when this module is evaluated (as
 * createRemoteApp does for the remote's): the workspace's main copy and the records' copy
 * (proposals, clients, projects), one chunk per language each. Inside, src/staff has a remote's
 * shape (README, "Inside a remote: one shape"), this module being its route table: pages/ for the
 * routes below, features/<area>/, ui/, lib/, locales/, testing/.
 */
registerNamespace('staff', async (language) => {
  const [main, records] = await Promise.all([
    import(`./locales/${toLanguage(language)}.json`),
    import(`./locales/records.${toLanguage(language)}.json`),
  ]);
  return { ...main.default, ...records.default };
});

const InboxPage = lazy(() => import('./pages/InboxPage'));
const TicketsPage = lazy(() => import('./pages/TicketsPage'));
const TicketPage = lazy(() => import('./pages/TicketPage'));
const ProposalsPage = lazy(() => import('./pages/ProposalsPage'));
const ProposalPage = lazy(() => import('./pages/ProposalPage'));
const ClientsPage = lazy(() => import('./pages/ClientsPage'));
const ClientPage = lazy(() => import('./pages/ClientPage'));
const MailPage = lazy(() => import('./pages/MailPage'));

/** /staff/*: the guard, the frame, and the workspace's own routes (relative to /staff). */
export default function StaffWorkspace() {
  const { session } = useAuth();
  return (
    <RequireStaff>
      {/* Keyed by the user: another staff member signing in here starts from a clean workspace. */}
      <StaffLayout key={session?.user.id}>
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            <Route index element={<InboxPage />} />
            <Route path="tickets" element={<TicketsPage />} />
            <Route path="tickets/:number" element={<TicketPage />} />
            <Route path="proposals" element={<ProposalsPage />} />
            <Route path="proposals/:id" element={<ProposalPage />} />
            <Route path="clients" element={<ClientsPage />} />
            <Route path="clients/:clientId" element={<ClientPage />} />
            <Route path="mail" element={<MailPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </StaffLayout>
    </RequireStaff>
  );
}
