import { singletonPackages } from './singleton-packages.ts';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The requests a remote's server bundle leaves to the shell's server: the packages shared as
 * singletons in the browser (`singletonPackages`, federation.ts) and the runtime contract, so a
 * server render has one React, one i18next, one QueryClient context and one set of runtime contexts.
 */
export const serverSharedRequest = new RegExp(`^(${singletonPackages.map(escape).join('|')})(\\/.*)?$|^@meridian\\/shared\\/runtime\\/`);
