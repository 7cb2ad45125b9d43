import { versionPattern } from '@meridian/shared/release/names';

/**
 * What the server tells the browser about the HTML it rendered, in a JSON script element (never
 * executed; allowed by any CSP). Its presence means "hydrate this"; without it the browser renders.
 */
export interface ServerRenderState {
  /** the remote the server could not load, whose "unavailable" screen it rendered */
  unavailableRemote: string | null;
  /**
   * The federation manifest of the remote the page was rendered with, as it was then: the browser
   * loads that very deployment (its entry and chunks are content-hashed, so a newer deployment
   * does not replace them) and hydrates the code that made the HTML, even if the remote has been
   * redeployed since (shell/src/remotes/rendered-remote.ts). `remote` names it, so the browser
   * pins it even when its configuration has since named another release of that remote (a
   * rollback between the page and /app-config.json); a server older than releases leaves it out.
   * `version` is that release's name (docs/decisions/0019-remote-releases.md): the page runs it, so
   * its browser reports are counted under it, not under the one the configuration names by then;
   * absent without releases.
   */
  remoteManifest: { remote?: string; version?: string; url: string; manifest: unknown } | null;
}

export const renderStateElementId = 'server-render-state';

/** The script element carrying `state`; `<` is escaped so no value can close the element. */
export function renderStateScript(state: ServerRenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${renderStateElementId}">${json}</script>`;
}

export function readServerRenderState(document: Document): ServerRenderState | null {
  const element = document.getElementById(renderStateElementId);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<ServerRenderState>;
    const pinned = parsed.remoteManifest;
    const readable = pinned && typeof pinned.url === 'string' && typeof pinned.manifest === 'object' && pinned.manifest !== null;
    return {
      unavailableRemote: typeof parsed.unavailableRemote === 'string' ? parsed.unavailableRemote : null,
      remoteManifest: readable
        ? {
            ...(typeof pinned.remote === 'string' ? { remote: pinned.remote } : {}),
            // Only a name the server's report check accepts: one it refuses would cost the whole batch.
            ...(typeof pinned.version === 'string' && versionPattern.test(pinned.version) ? { version: pinned.version } : {}),
            url: pinned.url,
            manifest: pinned.manifest,
          }
        : null,
    };
  } catch {
    return null;
  }
}
