import type { ReactNode } from 'react';

/**
 * Five services are drawn as fixed dark pages (`dark` in content/services.ts). Setting data-theme="dark" on the page
 * re-scopes the shell's colour tokens, so the page is dark (and keeps dark-theme contrast) in
 * both site themes; the other services follow the site theme.
 */
export function ServiceTheme({ dark, children }: { dark: boolean; children: ReactNode }) {
  if (!dark) return <>{children}</>;
  return (
    <div data-theme="dark" data-testid="fixed-dark-page" className="sv:bg-page sv:text-ink">
      {children}
    </div>
  );
}
