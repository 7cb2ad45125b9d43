import { preloadLinks } from './preload-hints';

describe('preloadLinks', () => {
  it('preloads the manifest as a CORS fetch, the way the federation runtime asks for it', () => {
    expect(preloadLinks('https://cdn.example.com/services/mf-manifest.json')).toBe(
      '<link rel="preload" href="https://cdn.example.com/services/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('never writes markup from the configuration into the page', () => {
    expect(preloadLinks('https://cdn.example.com/m.json?a="><script>x</script>&b')).toBe(
      '<link rel="preload" href="https://cdn.example.com/m.json?a=&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;b" as="fetch" crossorigin="anonymous">',
    );
  });
});
