import { createRemoteConfig } from '@meridian/shared/build/webpack-config.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createRemoteConfig({ workspace: 'mf-portal', dir: import.meta.dirname, mode: argv.mode ?? 'production' });
