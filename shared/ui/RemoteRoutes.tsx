import { Suspense } from 'react';
import { Route, Routes } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';
import type { RemoteRoute } from '../lib/routes';
import { PageSkeleton } from './PageSkeleton';
import { NotFoundPage } from './NotFoundPage';

function StaticMeta({ namespace, titleKey, descriptionKey }: { namespace: string; titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation(namespace);
  usePageMeta(t(titleKey), t(descriptionKey));
  return null;
}

/**
 * The one way a remote renders its route list: each page lazy-loaded behind a skeleton, static
 * titles set from the list, and the shared 404 for anything under the remote's prefixes it does
 * not know (marketing's list ends in its own "*" route instead).
 */
export function RemoteRoutes({ namespace, routes }: { namespace: string; routes: readonly RemoteRoute[] }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {routes.map(({ path, Component, titleKey, descriptionKey }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                {titleKey && descriptionKey ? (
                  <StaticMeta namespace={namespace} titleKey={titleKey} descriptionKey={descriptionKey} />
                ) : null}
                <Component />
              </>
            }
          />
        ))}
        {routes.some((route) => route.path === '*') ? null : <Route path="*" element={<NotFoundPage />} />}
      </Routes>
    </Suspense>
  );
}
