/**
 * The packages shared as singletons in the browser (federation.ts gives each its options), and
 * what a remote's server bundle leaves to the shell's server (server-shared.ts): one list, so
 * browser and server cannot differ. Plain data, so the server loads it without the build tooling.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'jotai',
  'i18next',
  '@supabase/supabase-js',
  '@tanstack/react-query',
  '@tanstack/query-core',
] as const;

/**
 * The modules of `shared/runtime/` (the runtime contract: contexts, registries, the page's
 * QueryClient), each shared by name as a singleton. By name, not by the `@meridian/shared/runtime/`
 * prefix: a prefix would let a remote offer its own copy of the query module, which the shell
 * alone provides.
 */
export const runtimeModules = ['auth', 'company', 'config', 'events', 'i18n', 'page', 'query', 'router'] as const;

/**
 * The runtime modules that bring TanStack Query: the shell alone provides them (by file), remotes
 * carry no copy, and they stay out of the shared-runtime chunk, so only pages with server state
 * download them.
 */
export const serverStateRuntimeModules = ['query', 'company'] as const satisfies readonly (typeof runtimeModules)[number][];
