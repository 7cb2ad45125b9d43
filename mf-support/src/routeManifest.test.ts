import { describeRouteManifest } from '@meridian/shared/testing/route-manifest';
import { routes } from './routes';
import { routeManifest } from './routeManifest';

describeRouteManifest('support', routes, routeManifest);
