import type { Linter } from 'eslint';

/** The remote-shape rules for one remote folder (see eslint.config.js). */
export function remoteShape(remoteDir: string): Linter.Config;
/** The same rules for a part of a remote loaded on its own (`<remoteDir>/src/<part>`), which also never imports its remote's features or pages. */
export function partShape(remoteDir: string, part: string): Linter.Config;
/** The rules that keep Supabase data access out of the component files (`*.tsx`) under each of `srcDirs`. */
export function componentDataAccess(srcDirs: string[]): Linter.Config;
/** File and folder naming: PascalCase component files, kebab-case modules and folders. */
export const fileNames: Linter.Config;
declare const config: Linter.Config[];
export default config;
