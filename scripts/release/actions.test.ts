import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseDiscovery, type DiscoveryDocument } from '../../shared/release/discovery.ts';
import {
  addVersion,
  changeDiscovery,
  emptyDiscovery,
  promote,
  promoteVersion,
  prune,
  publishVersion,
  ReleaseError,
  remoteVersions,
  rollback,
  rollbackVersion,
  setCanary,
  startCanary,
  versionsToPrune,
  type Actor,
} from './actions.ts';
import { fakeWorkspace, memoryStore } from './test-helpers.ts';

/**
 * The release actions (actions.ts): the order publish writes in, and what each command does to the
 * discovery document, refusals included. `node --test scripts/release/*.test.ts`.
 */

const at = (iso: string): Actor => ({ actor: 'dev@example.com', now: new Date(iso) });
const origin = 'https://origin.example.com';
const added = (version: string) => ({ version, url: `${origin}/support/${version}/mf-manifest.json`, integrity: `sha384-${version}` });

/** A document where support has `live`, and the candidates named, published an hour apart. */
function published(live: string, ...candidates: string[]): DiscoveryDocument {
  let document = addVersion(emptyDiscovery(), 'support', added(live), at('2026-01-01T00:00:00Z'));
  candidates.forEach((version, index) => {
    document = addVersion(document, 'support', added(version), at(`2026-01-01T0${index + 1}:00:00Z`));
  });
  return document;
}

const deployments = (document: DiscoveryDocument) =>
  Object.fromEntries((document.microFrontends.support ?? []).map((entry) => [entry.metadata.version, entry.deployment]));

const valid = (document: DiscoveryDocument) => assert.deepEqual(parseDiscovery(document), { ok: true, document });

test('publish writes hashed files first, then server/entry.json, routes.json, mf-manifest.json (each after its twins), and the discovery entry strictly last', async () => {
  const { dist, remove } = fakeWorkspace();
  const origin_ = memoryStore();
  try {
    const result = await publishVersion(origin_.store, {
      remote: 'support',
      distDir: dist,
      originUrl: `${origin}/`,
      ...at('2026-01-01T00:00:00Z'),
    });
    assert.equal(result.version, 'a2e209786c');
    const calls = origin_.calls;
    assert.equal(calls.at(-1), 'swap discovery.json');
    assert.equal(calls.filter((call) => call.startsWith('swap')).length, 1);
    assert.deepEqual(
      calls.slice(-6, -1).map((call) => call.replace('put support/a2e209786c/', '')),
      ['server/entry.json', 'routes.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'mf-manifest.json'],
    );
    const order = calls.slice(0, -1).map((call) => call.replace('put support/a2e209786c/', ''));
    const index = (file: string) => order.indexOf(file);
    const lastHashed = Math.max(...order.filter((file) => !/^(server\/entry\.json|routes\.json|mf-manifest\.json)/.test(file)).map(index));
    assert.ok(lastHashed < index('server/entry.json'), order.join('\n'));
    assert.ok(index('server/entry.json') < index('routes.json'), order.join('\n'));
    assert.ok(
      index('routes.json') < index('mf-manifest.json.br') && index('mf-manifest.json.br') < index('mf-manifest.json'),
      order.join('\n'),
    );
    assert.equal(order.at(-1), 'mf-manifest.json');
    assert.ok(index('server/app.b12fa8b9b1.cjs') < index('server/entry.json'));
    assert.equal(
      order.length,
      fs.readdirSync(dist, { recursive: true }).filter((file) => fs.statSync(path.join(dist, String(file))).isFile()).length,
    );
    // Headers and mtimes: immutable, the original's type, a twin's mtime its original's.
    const twin = origin_.files.get('support/a2e209786c/remoteEntry.a2e209786c.js.br')!.options;
    assert.deepEqual(
      { cacheControl: twin.cacheControl, contentType: twin.contentType, mtime: twin.mtime.getTime() },
      {
        cacheControl: 'public, max-age=31536000, immutable',
        contentType: 'text/javascript; charset=utf-8',
        mtime: fs.statSync(path.join(dist, 'remoteEntry.a2e209786c.js')).mtime.getTime(),
      },
    );
    // The first version of a remote is live at once, with its release recorded.
    const document = origin_.discovery();
    valid(document);
    assert.deepEqual(document.microFrontends.support, [
      {
        url: `${origin}/support/a2e209786c/mf-manifest.json`,
        metadata: { integrity: 'sha384-test', version: 'a2e209786c' },
        deployment: { traffic: 100, default: true },
        extras: {
          release: {
            releasedAt: '2026-01-01T00:00:00.000Z',
            releasedBy: 'dev@example.com',
            liveAt: '2026-01-01T00:00:00.000Z',
            liveBy: 'dev@example.com',
          },
        },
      },
    ]);
  } finally {
    remove();
  }
});

test('a later version is published as a candidate (not served), and a name already published is refused before any file is written', async () => {
  const { dist, remove } = fakeWorkspace();
  const origin_ = memoryStore();
  try {
    await publishVersion(origin_.store, { remote: 'support', distDir: dist, originUrl: origin, ...at('2026-01-01T00:00:00Z') });
    const second = await publishVersion(origin_.store, {
      remote: 'support',
      distDir: dist,
      originUrl: origin,
      version: 'second',
      ...at('2026-01-02T00:00:00Z'),
    });
    assert.equal(second.live, false);
    assert.deepEqual(deployments(origin_.discovery()), {
      a2e209786c: { traffic: 100, default: true },
      second: { traffic: 0, default: false },
    });
    const before = origin_.calls.length;
    await assert.rejects(
      publishVersion(origin_.store, { remote: 'support', distDir: dist, originUrl: origin, ...at('2026-01-03T00:00:00Z') }),
      (error: Error) => error instanceof ReleaseError && /support a2e209786c is already published/.test(error.message),
    );
    assert.equal(origin_.calls.length, before, 'nothing written');
  } finally {
    remove();
  }
});

test('a publish retries its discovery change on a document another release changed meanwhile, keeping that change', async () => {
  const { dist, remove } = fakeWorkspace();
  const origin_ = memoryStore();
  try {
    await publishVersion(origin_.store, { remote: 'support', distDir: dist, originUrl: origin, ...at('2026-01-01T00:00:00Z') });
    const racing = { ...origin_.store };
    let raced = false;
    racing.swapDiscovery = async (tag, text) => {
      if (!raced) {
        raced = true;
        origin_.replaceDiscovery(
          `${JSON.stringify(addVersion(origin_.discovery(), 'portal', { ...added('p1'), url: `${origin}/portal/p1/mf-manifest.json` }, at('2026-01-01T00:00:00Z')))}`,
        );
      }
      return origin_.store.swapDiscovery(tag, text);
    };
    await publishVersion(racing, { remote: 'support', distDir: dist, originUrl: origin, version: 'second', ...at('2026-01-02T00:00:00Z') });
    const document = origin_.discovery();
    assert.deepEqual(Object.keys(document.microFrontends).sort(), ['portal', 'support']);
    assert.deepEqual(Object.keys(deployments(document)), ['a2e209786c', 'second']);
  } finally {
    remove();
  }
});

test('canary serves the newest candidate to the share given, the live version to the rest; a new share moves only the split', () => {
  const who = at('2026-01-02T00:00:00Z');
  const { document, version } = startCanary(published('v1', 'v2', 'v3'), 'support', 10, undefined, who);
  assert.equal(version, 'v3');
  valid(document);
  assert.deepEqual(deployments(document), {
    v1: { traffic: 90, default: true },
    v2: { traffic: 0, default: false },
    v3: { traffic: 10, default: false },
  });
  const grown = startCanary(document, 'support', 50, undefined, who).document;
  assert.deepEqual(deployments(grown).v3, { traffic: 50, default: false });
  assert.deepEqual(deployments(grown).v1, { traffic: 50, default: true });
  assert.deepEqual(deployments(startCanary(published('v1', 'v2', 'v3'), 'support', 5, 'v2', who).document).v2, {
    traffic: 5,
    default: false,
  });
});

test('canary refuses a share outside 1-99, the live version, an unknown version, a second canary, and a remote with no candidate', () => {
  const who = at('2026-01-02T00:00:00Z');
  const refused = (action: () => unknown, message: RegExp) =>
    assert.throws(action, (error: Error) => error instanceof ReleaseError && message.test(error.message));
  refused(
    () => startCanary(published('v1', 'v2'), 'support', 100, undefined, who),
    /whole percentage from 1 to 99 \(got 100\); use `promote` for 100/,
  );
  refused(() => startCanary(published('v1', 'v2'), 'support', 0, undefined, who), /from 1 to 99/);
  refused(() => startCanary(published('v1', 'v2'), 'support', 10, 'v1', who), /support v1 is the live version already/);
  refused(() => startCanary(published('v1', 'v2'), 'support', 10, 'v9', who), /support has no published version "v9"/);
  refused(() => startCanary(published('v1'), 'support', 10, undefined, who), /no candidate to start a canary with/);
  const running = startCanary(published('v1', 'v2', 'v3'), 'support', 10, 'v2', who).document;
  refused(() => startCanary(running, 'support', 10, 'v3', who), /support v2 is in canary already: promote it or roll it back/);
});

test('promote makes the canary live for everyone and retires the live version as previous', () => {
  const canary = startCanary(published('v1', 'v2'), 'support', 10, undefined, at('2026-01-02T00:00:00Z')).document;
  const { document, version, retired } = promoteVersion(canary, 'support', undefined, at('2026-01-03T00:00:00Z'));
  valid(document);
  assert.deepEqual([version, retired], ['v2', 'v1']);
  assert.deepEqual(deployments(document), { v1: { traffic: 0, default: false }, v2: { traffic: 100, default: true } });
  const roles = remoteVersions(document, 'support');
  assert.equal(roles.previous?.metadata.version, 'v1');
  assert.equal(roles.previous?.extras?.release?.retiredAt, '2026-01-03T00:00:00.000Z');
  assert.deepEqual(
    [roles.live?.extras?.release?.liveAt, roles.live?.extras?.release?.liveBy],
    ['2026-01-03T00:00:00.000Z', 'dev@example.com'],
  );
  assert.throws(() => promoteVersion(document, 'support', 'v2', at('2026-01-04T00:00:00Z')), /support v2 is the live version already/);
  assert.throws(() => promoteVersion(document, 'support', undefined, at('2026-01-04T00:00:00Z')), /support has nothing to promote/);
  assert.throws(
    () =>
      promoteVersion(
        startCanary(published('v1', 'v2', 'v3'), 'support', 10, 'v2', at('2026-01-02T00:00:00Z')).document,
        'support',
        'v3',
        at('2026-01-03T00:00:00Z'),
      ),
    /v2 is in canary: promote it or roll it back/,
  );
});

test('rollback of a running canary stops it (traffic 0), every visitor back on live; it is then not picked by default again', () => {
  const canary = startCanary(published('v1', 'v2'), 'support', 10, undefined, at('2026-01-02T00:00:00Z')).document;
  const { document, stopped, live, kind } = rollbackVersion(canary, 'support', at('2026-01-02T01:00:00Z'));
  valid(document);
  assert.deepEqual([kind, stopped, live], ['canary', 'v2', 'v1']);
  assert.deepEqual(deployments(document), { v1: { traffic: 100, default: true }, v2: { traffic: 0, default: false } });
  assert.deepEqual(document.microFrontends.support![1]!.extras?.rolledBack, { at: '2026-01-02T01:00:00.000Z', by: 'dev@example.com' });
  assert.throws(() => startCanary(document, 'support', 10, undefined, at('2026-01-02T02:00:00Z')), /no candidate/);
  // Named explicitly, it can run again (a fix of the metrics, a false alarm).
  assert.deepEqual(deployments(startCanary(document, 'support', 10, 'v2', at('2026-01-02T02:00:00Z')).document).v2, {
    traffic: 10,
    default: false,
  });
});

test('rollback with no canary makes the previous version live again; with no previous one it is refused', () => {
  const promoted = promoteVersion(published('v1', 'v2'), 'support', 'v2', at('2026-01-03T00:00:00Z')).document;
  const { document, stopped, live, kind } = rollbackVersion(promoted, 'support', at('2026-01-03T01:00:00Z'));
  valid(document);
  assert.deepEqual([kind, stopped, live], ['live', 'v2', 'v1']);
  assert.deepEqual(deployments(document), { v1: { traffic: 100, default: true }, v2: { traffic: 0, default: false } });
  assert.equal(document.microFrontends.support![0]!.extras?.release?.retiredAt, undefined);
  assert.equal(document.microFrontends.support![1]!.extras?.release?.retiredAt, '2026-01-03T01:00:00.000Z');
  // A second rollback does not bring the rolled-back version back: there is nothing before v1.
  assert.throws(
    () => rollbackVersion(document, 'support', at('2026-01-03T02:00:00Z')),
    (error: Error) =>
      error instanceof ReleaseError && error.message === 'support has no previous version to roll back to (v1 is its only live one so far)',
  );
  assert.throws(
    () => rollbackVersion(emptyDiscovery(), 'support', at('2026-01-03T02:00:00Z')),
    /support has no live version: nothing to roll back/,
  );
  // An automatic rollback of one canary touches nothing once that canary is gone.
  assert.throws(
    () => rollbackVersion(promoted, 'support', at('2026-01-03T02:00:00Z'), 'v2'),
    /support v2 is no longer in canary: nothing rolled back/,
  );
});

test('the store-level actions write each change validated, and leave other remotes alone', async () => {
  const origin_ = memoryStore();
  const other = addVersion(
    published('v1', 'v2'),
    'portal',
    { ...added('p1'), url: `${origin}/portal/p1/mf-manifest.json` },
    at('2026-01-01T00:00:00Z'),
  );
  origin_.replaceDiscovery(JSON.stringify(other));
  await setCanary(origin_.store, 'support', 20, undefined, at('2026-01-02T00:00:00Z'));
  assert.deepEqual(deployments(origin_.discovery()).v2, { traffic: 20, default: false });
  await promote(origin_.store, 'support', undefined, at('2026-01-03T00:00:00Z'));
  assert.deepEqual(deployments(origin_.discovery()).v2, { traffic: 100, default: true });
  await rollback(origin_.store, 'support', at('2026-01-04T00:00:00Z'));
  assert.deepEqual(deployments(origin_.discovery()).v1, { traffic: 100, default: true });
  assert.deepEqual(origin_.discovery().microFrontends.portal, other.microFrontends.portal);
  await assert.rejects(setCanary(origin_.store, 'support', 150, undefined, at('2026-01-05T00:00:00Z')), /from 1 to 99/);
});

test('prune keeps the live, canary and previous versions and recent ones, and deletes the rest from discovery first, then their files', async () => {
  const day = (n: number) => at(`2026-01-${String(n).padStart(2, '0')}T00:00:00Z`);
  let document = addVersion(emptyDiscovery(), 'support', added('v1'), day(1));
  for (const [version, n] of [
    ['v2', 2],
    ['v3', 3],
    ['v4', 4],
    ['v5', 5],
    ['v6', 25],
    ['v7', 26],
  ] as const) {
    document = addVersion(document, 'support', added(version), day(n));
  }
  document = promoteVersion(document, 'support', 'v2', day(2)).document; // v1 retired on day 2
  document = promoteVersion(document, 'support', 'v3', day(3)).document; // v2 retired on day 3
  document = promoteVersion(document, 'support', 'v5', day(24)).document; // v3 retired on day 24: previous
  document = startCanary(document, 'support', 10, 'v6', day(26)).document; // v6 canary; v7 a recent candidate
  valid(document);
  // Day 30, 14 days: v1 and v2 retired long ago, v4 a candidate never live, released on day 4.
  assert.deepEqual(versionsToPrune(document, 'support', new Date('2026-01-30T00:00:00Z'), 14), ['v1', 'v2', 'v4']);
  assert.deepEqual(versionsToPrune(document, 'support', new Date('2026-01-30T00:00:00Z'), 30), []);
  // With no retention at all, the live (v5), canary (v6) and previous (v3) versions are still kept.
  assert.deepEqual(versionsToPrune(document, 'support', new Date('2026-01-30T00:00:00Z'), 0), ['v1', 'v2', 'v4', 'v7']);

  const origin_ = memoryStore();
  origin_.replaceDiscovery(JSON.stringify(document));
  for (const version of ['v1', 'v2', 'v3']) {
    await origin_.store.put(`support/${version}/mf-manifest.json`, Buffer.from('{}'), {
      cacheControl: '',
      contentType: '',
      mtime: new Date(),
    });
  }
  const removed = await prune(origin_.store, 'support', new Date('2026-01-30T00:00:00Z'), 14);
  assert.deepEqual(removed, ['v1', 'v2', 'v4']);
  assert.deepEqual(Object.keys(deployments(origin_.discovery())), ['v3', 'v5', 'v6', 'v7']);
  const swap = origin_.calls.indexOf('swap discovery.json');
  assert.ok(swap >= 0 && swap < origin_.calls.indexOf('delete support/v1/mf-manifest.json'), origin_.calls.join('\n'));
  assert.deepEqual(await origin_.store.list('support/'), ['support/v3/mf-manifest.json']);
  // Nothing more to remove: discovery.json is not rewritten.
  const calls = origin_.calls.length;
  assert.deepEqual(await prune(origin_.store, 'support', new Date('2026-01-30T00:00:00Z'), 14), []);
  assert.equal(origin_.calls.length, calls);
});

test('a change that would make the document invalid is refused with its errors, and nothing is written', async () => {
  const origin_ = memoryStore();
  origin_.replaceDiscovery(JSON.stringify(published('v1', 'v2')));
  const before = origin_.discovery();
  await assert.rejects(
    changeDiscovery(origin_.store, (document) => ({
      document: {
        ...document,
        microFrontends: {
          support: document.microFrontends.support!.map((entry) => ({ ...entry, deployment: { traffic: 50, default: true } })),
        },
      },
    })),
    /would be invalid \(nothing written\): \/microFrontends\/support: exactly one version must be the default \(found 2\)/,
  );
  assert.deepEqual(origin_.discovery(), before);
  assert.deepEqual(origin_.calls, []);
});
