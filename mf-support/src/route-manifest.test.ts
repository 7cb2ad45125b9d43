import { describeRouteManifest } from '@meridian/shared/testing/route-manifest';
import { routes } from './routes';
import { routeManifest } from './route-manifest';

describeRouteManifest('support', routes, routeManifest);
