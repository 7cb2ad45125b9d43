import { registerNamespace, toLanguage } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { RemoteRoutes } from '@meridian/shared/ui/RemoteRoutes';
import { RequireStaff } from './ui/RequireStaff';
import { StaffLayout } from './ui/StaffLayout';
import { staffRoutes } from './routes';

/*
 * The staff workspace: everything staff lives below src/staff and is reached only through this
 * module (routes.tsx loads it lazily for /staff/*), so a client's pages never download staff code or
 * copy. Its copy is its own i18next namespace, registered when this module is evaluated (as
 * createRemoteApp does for the remote's): the workspace's main copy and the records' copy
 * (proposals, clients, projects), one chunk per language each. Inside, src/staff has a remote's
 * shape (docs/inside-a-remote.md): its pages written once in staff-pages.ts, its route list in
 * routes.tsx rendered by the shared RemoteRoutes, pages/, features/<area>/ (each with its
 * queries.ts), ui/, lib/, locales/, testing/.
 */
registerNamespace('staff', async (language) => {
  const [main, records] = await Promise.all([
    import(`./locales/${toLanguage(language)}.json`),
    import(`./locales/records.${toLanguage(language)}.json`),
  ]);
  return { ...main.default, ...records.default };
});

/** /staff/*: the guard, the frame, and the workspace's route list (relative to /staff). */
export default function StaffWorkspace() {
  const { session } = useAuth();
  return (
    <RequireStaff>
      {/* Keyed by the user: another staff member signing in here starts from a clean workspace. */}
      <StaffLayout key={session?.user.id}>
        <RemoteRoutes namespace="staff" routes={staffRoutes} />
      </StaffLayout>
    </RequireStaff>
  );
}
