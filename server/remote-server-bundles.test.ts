import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteServerBundles, parseTrustedKeys } from './remote-server-bundles';
import { createNamespaceRegistry, type NamespaceRegistry } from '../shared/runtime/i18n';
import { integrityOf, publicKeyToBase64, signPublishedEntry, signServerEntry } from '../shared/build/server-bundle-integrity';

const manifestUrl = 'http://localhost:3002/mf-manifest.json';
const manifest = { exposes: [{ name: 'App', assets: { css: { sync: ['__federation_expose_App.abc.css'] } } }] };

/** A remote's server bundle: CommonJS that records what it was given. */
const bundle = (label: string, extra = '') => `
  const React = require('react');
  const page = require('@meridian/shared/runtime/page');
  ${extra}
  exports.default = { label: ${JSON.stringify(label)}, publicPath: __meridianPublicPath, react: React, page };
`;

/** server/entry.json as the remote's build writes it: the bundle's file name and the hash of its bytes. */
const entryFor = (file: string, code: string, extra: object = {}) =>
  JSON.stringify({ file, integrity: integrityOf(Buffer.from(code)), ...extra });

function fakeRemote(files: Record<string, string | Error>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const answer = files[url];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response('Not found', { status: 404 });
    return new Response(answer);
  }) as typeof fetch;
  return { fetchImpl, requested };
}

describe("remotes' server bundles", () => {
  const react = { name: 'host react' };
  const runtimePage = { name: 'host runtime/page' };
  let clock = 0;
  let logged: string[] = [];
  let evaluations = 0;
  const options = (fetchImpl: typeof fetch) => ({
    runtimeScope: () => {
      // As shell/src/server/index.ts makes it: the shared modules, with this evaluation's own namespace registry.
      const namespaces = createNamespaceRegistry();
      return {
        modules: {
          '@meridian/shared/runtime/page': runtimePage,
          '@meridian/shared/runtime/i18n': { registerNamespace: namespaces.register },
        },
        namespaces,
      };
    },
    // Every bundle here requires React first: a count of evaluations.
    requireShared: (request: string) => (request === 'react' ? (evaluations++, react) : null),
    fetchImpl,
    now: () => clock,
    logError: (message: string) => logged.push(message),
  });
  beforeEach(() => {
    clock = 0;
    logged = [];
  });
  /** Lets the re-read that a load started in the background finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("evaluates the bundle entry.json names, with the host's shared modules, its public path and the App's stylesheets", async () => {
    const { fetchImpl } = fakeRemote({
      'http://localhost:3002/server/entry.json': entryFor('app.1111111111.cjs', bundle('first')),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
    });
    const loaded = await createRemoteServerBundles(options(fetchImpl)).load('services', manifestUrl);
    expect(loaded.version).toBe('http://localhost:3002/server/app.1111111111.cjs');
    expect(loaded.stylesheets).toEqual(['http://localhost:3002/__federation_expose_App.abc.css']);
    expect(loaded.module.default).toEqual({ label: 'first', publicPath: 'http://localhost:3002/', react, page: runtimePage });
    expect((loaded.module.default as { react: unknown }).react).toBe(react);
  });

  it('evaluates a redeployed bundle afresh once entry.json names a new file, and reuses an unchanged one', async () => {
    const files: Record<string, string> = {
      'http://localhost:3002/server/entry.json': entryFor('app.1111111111.cjs', bundle('first')),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
      'http://localhost:3002/server/app.2222222222.cjs': bundle('second'),
    };
    const { fetchImpl, requested } = fakeRemote(files);
    const bundles = createRemoteServerBundles(options(fetchImpl));
    const first = await bundles.load('services', manifestUrl);
    clock = 5_000;
    expect((await bundles.load('services', manifestUrl)).module).toBe(first.module);
    await settle();
    expect(requested.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);

    files['http://localhost:3002/server/entry.json'] = entryFor('app.2222222222.cjs', bundle('second'));
    clock = 10_000;
    await bundles.load('services', manifestUrl); // answered from what was known, while it re-reads
    await settle();
    expect(((await bundles.load('services', manifestUrl)).module.default as { label: string }).label).toBe('second');
  });

  it('refuses a bundle that asks for a module the host does not share, and a remote that cannot be read', async () => {
    const { fetchImpl } = fakeRemote({
      'http://localhost:3002/server/entry.json': entryFor('app.1111111111.cjs', bundle('sneaky', "require('node:child_process');")),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('sneaky', "require('node:child_process');"),
    });
    await expect(createRemoteServerBundles(options(fetchImpl)).load('services', manifestUrl)).rejects.toThrow(
      'requires "node:child_process", which is not a shared module',
    );
    const down = fakeRemote({});
    await expect(createRemoteServerBundles(options(down.fetchImpl)).load('services', manifestUrl)).rejects.toThrow('answered 404');
  });

  it('says a remote is unavailable as soon as a read fails, instead of rendering code the browser could not load', async () => {
    const files: Record<string, string | Error> = {
      'http://localhost:3002/server/entry.json': entryFor('app.1111111111.cjs', bundle('first')),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
    };
    const bundles = createRemoteServerBundles(options(fakeRemote(files).fetchImpl));
    await bundles.load('services', manifestUrl);
    files[manifestUrl] = new Error('connect ECONNREFUSED');
    clock = 5_000;
    await bundles.load('services', manifestUrl); // the read that finds it down runs behind this one
    await settle();
    await expect(bundles.load('services', manifestUrl)).rejects.toThrow('ECONNREFUSED');
  });

  it('tells the observer of each read of the published record and of each bundle download, with the deployment', async () => {
    const files: Record<string, string | Error> = {
      'http://localhost:3002/server/entry.json': entryFor('app.1111111111.cjs', bundle('first')),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
    };
    const events: unknown[] = [];
    const bundles = createRemoteServerBundles({ ...options(fakeRemote(files).fetchImpl), onRead: (event) => events.push(event) });
    await bundles.load('services', manifestUrl);
    expect(events).toEqual([
      { remote: 'services', resource: 'manifest', ok: true, deployment: 'app.1111111111.cjs' },
      { remote: 'services', resource: 'bundle', ok: true, deployment: 'app.1111111111.cjs' },
    ]);
    files[manifestUrl] = new Error('connect ECONNREFUSED');
    clock = 5_000;
    await bundles.load('services', manifestUrl);
    await settle();
    expect(events.at(-1)).toEqual({ remote: 'services', resource: 'manifest', ok: false, deployment: 'app.1111111111.cjs' });
  });

  describe('integrity', () => {
    const entryUrl = 'http://localhost:3002/server/entry.json';
    const genuine = bundle('genuine');
    /** The genuine bundle with one byte changed: same length, same file name. */
    const tampered = genuine.replace('genuine', 'genuinf');
    const published = (entry: string, code: string): Record<string, string> => ({
      [entryUrl]: entry,
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': code,
    });
    const observed = (files: Record<string, string>, extra: object = {}) => {
      const events: Array<{ resource: string; ok: boolean; deployment?: string }> = [];
      const remote = fakeRemote(files);
      const bundles = createRemoteServerBundles({ ...options(remote.fetchImpl), onRead: (event) => events.push(event), ...extra });
      return { bundles, events, requested: remote.requested };
    };

    it('evaluates a bundle whose bytes match the integrity entry.json records', async () => {
      const before = evaluations;
      const { bundles, events } = observed(published(entryFor('app.1111111111.cjs', genuine), genuine));
      expect((await bundles.load('services', manifestUrl)).module.default).toMatchObject({ label: 'genuine' });
      expect(evaluations).toBe(before + 1);
      expect(events.at(-1)).toEqual({ remote: 'services', resource: 'bundle', ok: true, deployment: 'app.1111111111.cjs' });
      expect(logged).toEqual([]);
    });

    it('refuses, without evaluating it, a bundle with one byte changed, logs it and reports the failed read', async () => {
      expect(tampered).not.toBe(genuine);
      expect(tampered).toHaveLength(genuine.length);
      const before = evaluations;
      const { bundles, events, requested } = observed(published(entryFor('app.1111111111.cjs', genuine), tampered));
      await expect(bundles.load('services', manifestUrl)).rejects.toThrow("its bytes do not match server/entry.json's integrity");
      expect(evaluations).toBe(before);
      expect(events).toEqual([
        { remote: 'services', resource: 'manifest', ok: true, deployment: 'app.1111111111.cjs' },
        { remote: 'services', resource: 'bundle', ok: false, deployment: 'app.1111111111.cjs' },
      ]);
      expect(logged).toEqual([
        'Remote "services": server bundle http://localhost:3002/server/app.1111111111.cjs refused: its bytes do not match server/entry.json\'s integrity',
      ]);
      // Refused again without downloading it again, for a while; then downloaded again (an upload may have completed).
      await expect(bundles.load('services', manifestUrl)).rejects.toThrow('do not match');
      expect(requested.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);
      clock = 10_000;
      await bundles.load('services', manifestUrl).catch(() => null); // answered from the record known, while it re-reads
      await settle();
      await expect(bundles.load('services', manifestUrl)).rejects.toThrow('do not match');
      expect(requested.filter((url) => url.endsWith('.cjs')).length).toBeGreaterThan(1);
      expect(evaluations).toBe(before);
    });

    it.each([
      ['no integrity', JSON.stringify({ file: 'app.1111111111.cjs' })],
      ['an integrity that is no SRI hash', JSON.stringify({ file: 'app.1111111111.cjs', integrity: 'sha384-not base64!' })],
      [
        'a digest of the wrong length',
        JSON.stringify({ file: 'app.1111111111.cjs', integrity: `sha384-${Buffer.alloc(32).toString('base64')}` }),
      ],
      [
        'an algorithm SRI does not define',
        JSON.stringify({ file: 'app.1111111111.cjs', integrity: integrityOf(Buffer.from(genuine), 'sha1') }),
      ],
    ])('refuses an entry.json with %s, and never downloads its bundle', async (_label, entry) => {
      const before = evaluations;
      const { bundles, events, requested } = observed(published(entry, genuine));
      await expect(bundles.load('services', manifestUrl)).rejects.toThrow('has no well-formed integrity');
      expect(requested.some((url) => url.endsWith('.cjs'))).toBe(false);
      expect(evaluations).toBe(before);
      expect(events).toEqual([{ remote: 'services', resource: 'manifest', ok: false }]);
      expect(logged).toEqual([expect.stringContaining(`Remote "services": ${entryUrl} refused`)]);
    });

    describe('signed entries', () => {
      const release = crypto.generateKeyPairSync('ed25519');
      const other = crypto.generateKeyPairSync('ed25519');
      const entry = { file: 'app.1111111111.cjs', integrity: integrityOf(Buffer.from(genuine)) };
      const signedBy = (key: crypto.KeyObject, remote = 'services') =>
        JSON.stringify({ ...entry, signature: signServerEntry(remote, entry, key) });
      const trusted = (text: string) => ({ trustedKeys: parseTrustedKeys(text) });

      it("evaluates an entry signed with the remote's trusted key, or a key trusted for every remote", async () => {
        for (const keys of [
          `services:${publicKeyToBase64(release.publicKey)}`,
          `marketing:${publicKeyToBase64(other.publicKey)}, *:${publicKeyToBase64(release.publicKey)}`,
        ]) {
          const { bundles } = observed(published(signedBy(release.privateKey), genuine), trusted(keys));
          expect((await bundles.load('services', manifestUrl)).module.default).toMatchObject({ label: 'genuine' });
        }
        expect(logged).toEqual([]);
      });

      it.each([
        ['unsigned', () => JSON.stringify(entry), 'it is not signed'],
        [
          'signed by a key not trusted for this remote',
          () => signedBy(other.privateKey),
          'its signature is not from a key trusted for this remote',
        ],
        [
          "signed for another remote (copied from that remote's host)",
          () => signedBy(release.privateKey, 'marketing'),
          'not from a key trusted',
        ],
        [
          'signed, then pointed at another bundle with its own integrity',
          () => JSON.stringify({ ...JSON.parse(signedBy(release.privateKey)), integrity: integrityOf(Buffer.from(tampered)) }),
          'not from a key trusted',
        ],
      ])('refuses an entry %s when keys are configured', async (_label, entryText, reason) => {
        const before = evaluations;
        const files = published(entryText(), genuine);
        files['http://localhost:3002/server/app.1111111111.cjs'] = tampered;
        const { bundles, events, requested } = observed(files, trusted(`services:${publicKeyToBase64(release.publicKey)}`));
        await expect(bundles.load('services', manifestUrl)).rejects.toThrow(reason);
        expect(requested.some((url) => url.endsWith('.cjs'))).toBe(false);
        expect(evaluations).toBe(before);
        expect(events).toEqual([{ remote: 'services', resource: 'manifest', ok: false }]);
        expect(logged).toEqual([expect.stringContaining(reason)]);
      });

      it('refuses a remote no key is configured for, once any key is', async () => {
        const { bundles } = observed(
          published(signedBy(release.privateKey), genuine),
          trusted(`marketing:${publicKeyToBase64(release.publicKey)}`),
        );
        await expect(bundles.load('services', manifestUrl)).rejects.toThrow('not from a key trusted for this remote');
      });

      it("the release step's signing (sign-server-bundle) gives a record the server accepts, and signs only bytes that match", async () => {
        const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
        try {
          fs.writeFileSync(path.join(serverDir, entry.file), genuine);
          fs.writeFileSync(path.join(serverDir, 'entry.json'), JSON.stringify(entry));
          signPublishedEntry(serverDir, 'services', release.privateKey);
          const { bundles } = observed(
            published(fs.readFileSync(path.join(serverDir, 'entry.json'), 'utf8'), genuine),
            trusted(`services:${publicKeyToBase64(release.publicKey)}`),
          );
          expect((await bundles.load('services', manifestUrl)).module.default).toMatchObject({ label: 'genuine' });

          fs.writeFileSync(path.join(serverDir, 'entry.json'), JSON.stringify(entry));
          fs.writeFileSync(path.join(serverDir, entry.file), tampered);
          expect(() => signPublishedEntry(serverDir, 'services', release.privateKey)).toThrow('does not match the integrity');
          expect(JSON.parse(fs.readFileSync(path.join(serverDir, 'entry.json'), 'utf8'))).toEqual(entry);
        } finally {
          fs.rmSync(serverDir, { recursive: true, force: true });
        }
      });

      it('reads REMOTE_BUNDLE_PUBLIC_KEYS, naming every malformed pair', () => {
        const key = publicKeyToBase64(release.publicKey);
        expect(Object.keys(parseTrustedKeys(`services:${key}\n  portal:${key},services:${publicKeyToBase64(other.publicKey)}`))).toEqual([
          'services',
          'portal',
        ]);
        expect(parseTrustedKeys(`services:${key},services:${key}`).services).toHaveLength(2);
        expect(() => parseTrustedKeys(`services=${key}, portal:${key.slice(4)}`)).toThrow(
          'REMOTE_BUNDLE_PUBLIC_KEYS: pair 1 is not remote:base64-key; the key for portal (pair 2) is not 32 bytes of base64',
        );
      });
    });
  });

  /** Versions of services on a static origin, each in its own folder (/services/<version>/). */
  const versioned = (...versions: string[]) =>
    Object.fromEntries(
      versions.flatMap((version) => {
        const base = `https://cdn.example.com/services/${version}/`;
        const file = `app.${version}00000000.cjs`;
        return [
          [`${base}mf-manifest.json`, JSON.stringify(manifest)],
          [`${base}server/entry.json`, entryFor(file, bundle(version))],
          [`${base}server/${file}`, bundle(version)],
        ];
      }),
    );
  const versionUrl = (version: string) => `https://cdn.example.com/services/${version}/mf-manifest.json`;

  it('keeps two versions of one remote evaluated at once (a canary), and drops the least recently used beyond a few', async () => {
    const { fetchImpl, requested } = fakeRemote(versioned('v1', 'v2', 'v3', 'v4'));
    const bundles = createRemoteServerBundles({ ...options(fetchImpl), maxVersionsPerRemote: 3 });
    const before = evaluations;
    for (let round = 0; round < 3; round += 1)
      for (const version of ['v1', 'v2']) {
        const loaded = await bundles.load('services', versionUrl(version));
        expect((loaded.module.default as { label: string }).label).toBe(version);
      }
    expect(evaluations - before).toBe(2);
    expect(requested.filter((url) => url.endsWith('.cjs'))).toHaveLength(2);
    // Two more versions, v1 used again in between: v2, now the least recently used, is dropped.
    await bundles.load('services', versionUrl('v3'));
    await bundles.load('services', versionUrl('v1'));
    await bundles.load('services', versionUrl('v4'));
    expect(evaluations - before).toBe(4);
    await bundles.load('services', versionUrl('v1'));
    expect(evaluations - before).toBe(4);
    await bundles.load('services', versionUrl('v2'));
    expect(evaluations - before).toBe(5);
  });

  it('gives each version the translations it registered, though both register the same namespace (a canary)', async () => {
    const registering = (version: string) =>
      bundle(
        version,
        `require('@meridian/shared/runtime/i18n').registerNamespace('services', async () => ({ heading: ${JSON.stringify(`Heading ${version}`)} }));`,
      );
    const files = versioned('v1', 'v2');
    for (const version of ['v1', 'v2']) {
      const file = `app.${version}00000000.cjs`;
      files[`https://cdn.example.com/services/${version}/server/entry.json`] = entryFor(file, registering(version));
      files[`https://cdn.example.com/services/${version}/server/${file}`] = registering(version);
    }
    const bundles = createRemoteServerBundles(options(fakeRemote(files).fetchImpl));
    const copyOf = (namespaces: unknown) =>
      new Promise((resolve, reject) =>
        (namespaces as NamespaceRegistry).backend.read('en', 'services', (error, data) => (error ? reject(error) : resolve(data))),
      );
    // v2 evaluated after v1: v1's renders still read v1's copy.
    const v1 = await bundles.load('services', versionUrl('v1'));
    const v2 = await bundles.load('services', versionUrl('v2'));
    expect((v1.namespaces as NamespaceRegistry).namespaces()).toEqual(['services']);
    expect(await copyOf(v1.namespaces)).toEqual({ heading: 'Heading v1' });
    expect(await copyOf(v2.namespaces)).toEqual({ heading: 'Heading v2' });
    expect(await copyOf((await bundles.load('services', versionUrl('v1'))).namespaces)).toEqual({ heading: 'Heading v1' });
  });

  it("refuses a version whose server/entry.json states another integrity than the discovery document's, as a security event", async () => {
    const { fetchImpl, requested } = fakeRemote(versioned('v1'));
    const bundles = createRemoteServerBundles(options(fetchImpl));
    await expect(bundles.load('services', versionUrl('v1'), 'sha384-notwhatwaspublished')).rejects.toThrow(/refused/);
    // Refused at every render, logged once.
    await expect(bundles.load('services', versionUrl('v1'), 'sha384-notwhatwaspublished')).rejects.toThrow(/refused/);
    expect(logged).toEqual([
      expect.stringMatching(
        /Remote "services": .*v1\/server\/entry\.json refused: it states integrity sha384-.* the discovery document sha384-notwhatwaspublished/,
      ),
    ]);
    expect(requested.filter((url) => url.endsWith('.cjs'))).toEqual([]);
    // The integrity it does state is accepted.
    const stated = JSON.parse(versioned('v1')['https://cdn.example.com/services/v1/server/entry.json']!) as { integrity: string };
    await expect(bundles.load('services', versionUrl('v1'), stated.integrity)).resolves.toMatchObject({
      module: { default: { label: 'v1' } },
    });
  });
});
