import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ServerRenderState } from '../server/render-state';

/**
 * The deployment of the remote that the server rendered the page with. A remote redeployed
 * between the render and the browser's load would otherwise be fetched at its newest: code that did
 * not make the HTML, so hydration would not match. The page carries the manifest it was rendered
 * with (shell/src/server/render-state.ts); the federation runtime is handed that one instead of
 * fetching the file, and as every file it names is content-hashed (the entry too), the browser
 * loads the very build the server ran. Deployments add their hashed files beside the previous
 * ones, so those stay reachable (docs/architecture.md, "Scaling out").
 */
let rendered: { remote: string; version?: string; url: string; manifest: unknown; configuredUrl: string } | null = null;

/**
 * Pins the rendered deployment and answers the manifest URL each remote is to be registered with:
 * the configuration's, except for the rendered remote, which is registered at the URL it was
 * rendered from. With releases (docs/decisions/0019-remote-releases.md) each release has its own
 * manifest URL, and /app-config.json may name another one than the page was rendered with (a
 * rollback or a canary change in between); the page's remote is found by its name then. A state
 * without the name (a server older than releases) is matched by URL, as the remote's URL did not
 * change between deployments then.
 */
export function pinRenderedDeployment(
  remoteManifest: ServerRenderState['remoteManifest'],
  remotes: Record<string, string>,
): Record<string, string> {
  if (!remoteManifest) return remotes;
  const { remote: named, version, url, manifest } = remoteManifest;
  const remote = named !== undefined ? named : Object.keys(remotes).find((name) => remotes[name] === url);
  const configuredUrl = remote !== undefined && Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
  if (remote === undefined || configuredUrl === undefined) return remotes;
  rendered = { remote, ...(version !== undefined ? { version } : {}), url, manifest, configuredUrl };
  registerPlugins([
    {
      name: 'meridian-rendered-deployment',
      fetch(requested) {
        if (rendered === null || requested !== rendered.url) return undefined;
        const body = JSON.stringify(rendered.manifest);
        return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      },
    },
  ]);
  return { ...remotes, [remote]: url };
}

/**
 * The release of `remote` this page runs when it is the pinned rendered deployment and the server
 * named its release; otherwise undefined (the configuration's release is the one loaded then). A
 * rollback between the render and /app-config.json leaves the page on the rendered release, and
 * its browser reports belong to that one (shell/src/reporting/).
 */
export function renderedVersion(remote: string): string | undefined {
  return rendered?.remote === remote ? rendered.version : undefined;
}

/**
 * After `remote` failed to load: if it was the rendered deployment (its files removed since, say),
 * forgets it and registers the manifest the configuration names for the remote (force drops the
 * runtime's copy), so the next load fetches that. Answers whether a load is worth trying again.
 */
export function leaveRenderedDeployment(remote: string): boolean {
  if (rendered?.remote !== remote) return false;
  const { configuredUrl } = rendered;
  rendered = null;
  registerRemotes([{ name: remote, entry: configuredUrl }], { force: true });
  return true;
}
