import { readServerRenderState, renderStateScript, type ServerRenderState } from './render-state';

function pageWith(state: ServerRenderState | string): Document {
  const document = new DOMParser().parseFromString('<!doctype html><body></body>', 'text/html');
  document.body.innerHTML =
    typeof state === 'string' ? `<script type="application/json" id="server-render-state">${state}</script>` : renderStateScript(state);
  return document;
}

describe('the render state', () => {
  it('carries the remote manifest the page was rendered with, and no value can close its element', () => {
    const state: ServerRenderState = {
      unavailableRemote: null,
      remoteManifest: { url: 'http://localhost:3003/mf-manifest.json', manifest: { id: 'insights', note: '</script><b>x</b>' } },
    };
    expect(renderStateScript(state)).not.toContain('</script><b>');
    expect(readServerRenderState(pageWith(state))).toEqual(state);
  });

  it('reads a malformed manifest entry as none, and an unreadable state as no render', () => {
    expect(readServerRenderState(pageWith('{"unavailableRemote":"support","remoteManifest":{"url":3}}'))).toEqual({
      unavailableRemote: 'support',
      remoteManifest: null,
    });
    expect(readServerRenderState(pageWith('{not json'))).toBeNull();
  });
});
