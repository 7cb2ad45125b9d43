import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import ServicePage from '../pages/ServicePage';
import SubServiceDetailsPage from '../pages/SubServiceDetailsPage';
import SubServicePage from '../pages/SubServicePage';

/** Renders the services remote's routes at `path`, as the shell would mount them. */
export function renderServicesAt(path: string) {
  return renderRemote(<p>No route</p>, {
    namespace: 'services',
    messages,
    path,
    routes: {
      '/services/:serviceId': <ServicePage />,
      '/services/:serviceId/:subId': <SubServicePage />,
      '/services/:serviceId/:subId/details': <SubServiceDetailsPage />,
      '/services': <h1>Services stub</h1>,
    },
  });
}
