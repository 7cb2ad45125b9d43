import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runtimeModules, serverStateRuntimeModules, type singletonPackages } from './singleton-packages.ts';

const require = createRequire(import.meta.url);

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  import?: false | string;
  version?: string;
}

function installedVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * Libraries that must exist once per page. Every build (shell and remotes) shares exactly this
 * map, so "one React on the page" does not depend on each team remembering the list.
 *
 * - The trailing-slash keys share subpath imports too (`react-dom/client`, `react/jsx-runtime`,
 *   `jotai/utils`); without them a second React DOM is bundled.
 * - react-router and react-i18next are not listed: a shared package is consumed whole, so it cannot
 *   be tree-shaken. Their APIs reach remotes through @meridian/shared/runtime/router and
 *   /runtime/i18n (singletons below), which carry only the names the apps use; lint keeps app
 *   code from importing the packages directly.
 * - Only the stateful runtime contract of @meridian/shared (contexts, registries, events) is a
 *   singleton. Its stateless parts (ui primitives, formatters) are bundled into each remote, so a
 *   remote can ship a newer primitive without waiting for the shell.
 */

export function sharedSingletons(
  role: 'host' | 'remote',
): Record<(typeof singletonPackages)[number], SharedEntry> & Record<string, SharedEntry> {
  const singleton = (pkg: string) => ({ singleton: true as const, requiredVersion: `^${installedVersion(pkg)}` });
  // Remotes take these from the shell only and bundle no fallback copy: a remote build never
  // contains React, and there is no second copy for a version mismatch to fall back to.
  const fromHost = (pkg: string) => ({ ...singleton(pkg), ...(role === 'remote' ? { import: false as const } : {}) });
  // The shell's own code never imports these, and a package is provided only when the build uses
  // it; naming its file (not its name) makes the shell provide it anyway, as an async chunk that
  // only pages with server state download.
  const providedUnused = (pkg: string) =>
    role === 'host'
      ? { ...singleton(pkg), import: fileURLToPath(import.meta.resolve(pkg)), version: installedVersion(pkg) }
      : fromHost(pkg);
  // The page's QueryClient (docs/decisions/0018-one-data-layer.md) and the current company are the
  // shell's: remotes carry no copy of these modules, which are provided like the packages above, by file.
  const serverStateRuntime = (name: (typeof serverStateRuntimeModules)[number]) =>
    role === 'host'
      ? {
          ...singleton('@meridian/shared'),
          import: fileURLToPath(new URL(`../runtime/${name}.tsx`, import.meta.url)),
          version: installedVersion('@meridian/shared'),
        }
      : { ...singleton('@meridian/shared'), import: false as const };
  const shellOnly = new Set<string>(serverStateRuntimeModules);
  return {
    react: fromHost('react'),
    'react/': fromHost('react'),
    'react-dom': fromHost('react-dom'),
    'react-dom/': fromHost('react-dom'),
    jotai: fromHost('jotai'),
    'jotai/': singleton('jotai'),
    i18next: fromHost('i18next'),
    '@supabase/supabase-js': fromHost('@supabase/supabase-js'),
    // One QueryClientContext and one cache per page (shared/runtime/query.tsx): a remote with its
    // own copy would not see the page's QueryClient. Loaded only by pages that read server state.
    '@tanstack/react-query': providedUnused('@tanstack/react-query'),
    '@tanstack/query-core': providedUnused('@tanstack/query-core'),
    ...Object.fromEntries(
      runtimeModules
        .filter((name) => !shellOnly.has(name))
        .map((name) => [`@meridian/shared/runtime/${name}`, singleton('@meridian/shared')]),
    ),
    ...Object.fromEntries(serverStateRuntimeModules.map((name) => [`@meridian/shared/runtime/${name}`, serverStateRuntime(name)])),
  };
}
