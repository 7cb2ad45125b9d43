import type { SitePath } from '@meridian/shared/lib/routes';

/** Every page of mf-support (see SitePath). */
export const sitePaths: readonly SitePath[] = ['/support', '/create-ticket', '/emergency-support'].map((path) => ({
  path,
  indexed: true,
}));
