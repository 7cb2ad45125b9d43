import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * Libraries that must exist once per page. Every build (shell and remotes) shares exactly this
 * map, so "one React on the page" does not depend on each team remembering the list.
 *
 * - The trailing-slash keys share subpath imports too (`react-dom/client`, `react/jsx-runtime`,
 *   `jotai/utils`); without them a second React DOM is bundled.
 * - react-router and react-router-dom are both shared: in v7 the hooks live in react-router.
 * - Only the stateful runtime contract of @meridian/shared (contexts, registries, events) is a
 *   singleton. Its stateless parts (ui primitives, formatters) are bundled into each remote, so a
 *   remote can ship a newer primitive without waiting for the shell.
 */
export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string }> {
  const singleton = (pkg: string) => ({ singleton: true as const, requiredVersion: `^${installedVersion(pkg)}` });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@supabase/supabase-js': singleton('@supabase/supabase-js'),
    '@meridian/shared/runtime/': singleton('@meridian/shared'),
  };
}
