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
let rendered: { remote: string; url: string; manifest: unknown } | null = null;

export function pinRenderedDeployment(remoteManifest: ServerRenderState['remoteManifest'], remotes: Record<string, string>): void {
  const remote = remoteManifest && Object.keys(remotes).find((name) => remotes[name] === remoteManifest.url);
  if (!remoteManifest || !remote) return;
  rendered = { remote, ...remoteManifest };
  registerPlugins([
    {
      name: 'meridian-rendered-deployment',
      fetch(url) {
        if (rendered === null || url !== rendered.url) return undefined;
        const body = JSON.stringify(rendered.manifest);
        return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      },
    },
  ]);
}

/**
 * After `remote` failed to load: if it was the rendered deployment (its files removed since, say),
 * forgets it and registers the remote's live manifest again, so the next load fetches the newest
 * deployment. Answers whether a load is worth trying again.
 */
export function leaveRenderedDeployment(remote: string): boolean {
  if (rendered?.remote !== remote) return false;
  const { url } = rendered;
  rendered = null;
  registerRemotes([{ name: remote, entry: url }], { force: true });
  return true;
}
