/**
 * The deployable apps of the composition and their fixed local ports (the runtime contract:
 * docs/architecture.md, "The composition"). Build configs, the local server, `npm start` and the
 * end-to-end tests all read this one list, so a port is written down exactly once.
 */
export interface AppDefinition {
  /** npm workspace folder */
  workspace: string;
  /** module-federation container name; the key of `remotes` in app-config.json */
  federationName: string;
  port: number;
  kind: 'host' | 'remote';
}

export const apps: readonly AppDefinition[] = [
  { workspace: 'shell', federationName: 'shell', port: 3000, kind: 'host' },
  { workspace: 'mf-marketing', federationName: 'marketing', port: 3001, kind: 'remote' },
  { workspace: 'mf-services', federationName: 'services', port: 3002, kind: 'remote' },
  { workspace: 'mf-insights', federationName: 'insights', port: 3003, kind: 'remote' },
  { workspace: 'mf-support', federationName: 'support', port: 3004, kind: 'remote' },
  { workspace: 'mf-portal', federationName: 'portal', port: 3005, kind: 'remote' },
];

export function appByWorkspace(workspace: string): AppDefinition {
  const app = apps.find((candidate) => candidate.workspace === workspace);
  if (!app) throw new Error(`Unknown app "${workspace}". Known: ${apps.map((a) => a.workspace).join(', ')}`);
  return app;
}
