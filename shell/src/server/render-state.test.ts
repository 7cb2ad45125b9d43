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

  it('names the remote the pinned manifest is of, and still reads a state from a server that did not name it', () => {
    const named: ServerRenderState = {
      unavailableRemote: null,
      remoteManifest: { remote: 'support', url: 'https://static.example/support/4f0c2a91b3/mf-manifest.json', manifest: { id: 'support' } },
    };
    expect(readServerRenderState(pageWith(named))).toEqual(named);
    const unnamed =
      '{"unavailableRemote":null,"remoteManifest":{"url":"http://localhost:3003/mf-manifest.json","manifest":{"id":"insights"}}}';
    expect(readServerRenderState(pageWith(unnamed))).toEqual({
      unavailableRemote: null,
      remoteManifest: { url: 'http://localhost:3003/mf-manifest.json', manifest: { id: 'insights' } },
    });
    // A name that is not a string is left out, not passed on.
    const odd = '{"unavailableRemote":null,"remoteManifest":{"remote":7,"url":"http://localhost:3003/mf-manifest.json","manifest":{}}}';
    expect(readServerRenderState(pageWith(odd))?.remoteManifest).toEqual({ url: 'http://localhost:3003/mf-manifest.json', manifest: {} });
  });

  it("carries the rendered release's name, and drops one the server's report check would refuse", () => {
    const url = 'https://static.example/support/support-two/mf-manifest.json';
    const versioned: ServerRenderState = {
      unavailableRemote: null,
      remoteManifest: { remote: 'support', version: 'support-two', url, manifest: { id: 'support' } },
    };
    expect(readServerRenderState(pageWith(versioned))).toEqual(versioned);
    for (const bad of ['"Support.Two"', '7', '"a b"'])
      expect(
        readServerRenderState(
          pageWith(`{"unavailableRemote":null,"remoteManifest":{"remote":"support","version":${bad},"url":"${url}","manifest":{}}}`),
        )?.remoteManifest,
      ).toEqual({ remote: 'support', url, manifest: {} });
  });

  it('reads a malformed manifest entry as none, and an unreadable state as no render', () => {
    expect(readServerRenderState(pageWith('{"unavailableRemote":"support","remoteManifest":{"url":3}}'))).toEqual({
      unavailableRemote: 'support',
      remoteManifest: null,
    });
    expect(readServerRenderState(pageWith('{not json'))).toBeNull();
  });
});
