import { describeSitePaths } from '@meridian/shared/testing/sitePaths';
import { routes } from './routes';
import { sitePaths } from './sitePaths';

describeSitePaths('marketing', routes, sitePaths);
