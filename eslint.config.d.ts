import type { Linter } from 'eslint';

/** The remote-shape rules for one remote folder (see eslint.config.js). */
export function remoteShape(remoteDir: string): Linter.Config;
declare const config: Linter.Config[];
export default config;
