/**
 * What the server tells the browser about the HTML it rendered, in a JSON script element (never
 * executed; allowed by any CSP). Its presence means "hydrate this"; without it the browser renders.
 */
export interface ServerRenderState {
  /** the remote the server could not load, whose "unavailable" screen it rendered */
  unavailableRemote: string | null;
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
    return { unavailableRemote: typeof parsed.unavailableRemote === 'string' ? parsed.unavailableRemote : null };
  } catch {
    return null;
  }
}
