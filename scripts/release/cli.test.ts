import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readPreviewToken } from '../../shared/release/signed-values.ts';
import { exitCodes, runCli, type CliContext } from './cli.ts';
import { fakeWorkspace, memoryStore } from './test-helpers.ts';

/**
 * The release command as a person runs it (cli.ts): budgets refusing an over-budget build with every
 * figure printed beside its budget and the live version's, the lines each command prints, and exit codes.
 */

const secret = 'a-release-secret-of-at-least-32-characters';

function cli(store: ReturnType<typeof memoryStore>['store'], workspaceDir: string, extra: Partial<CliContext> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  let clock = new Date('2026-01-01T00:00:00Z');
  const run = async (...argv: string[]) => {
    out.length = 0;
    err.length = 0;
    clock = new Date(clock.getTime() + 3600_000);
    return runCli({
      argv: ['--remote', 'support', ...argv],
      env: {
        RELEASE_ORIGIN_URL: 'https://origin.example.com',
        RELEASE_ACTOR: 'dev@example.com',
        RELEASE_SECRET: secret,
        RELEASE_SITE_URL: 'https://www.example.com/',
      },
      cwd: workspaceDir,
      workspaceDir,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => clock,
      store,
      ...extra,
    });
  };
  return { run, out, err };
}

const budgets = {
  brotliBytes: { entry: 9000, appInitial: 1400, css: 1300, largestAsyncChunk: 20000, pages: { 'pages/SupportPortalPage': 20000 } },
};

test('publish refuses a build over its budgets, printing each figure beside its budget and the live version, and writes nothing', async () => {
  const live = fakeWorkspace();
  const heavy = fakeWorkspace({ remoteEntryHash: 'bbbbbbbbbb', appBr: 1500, asyncBr: [5000, 21000] });
  const origin = memoryStore();
  try {
    fs.writeFileSync(path.join(live.workspace, 'budgets.json'), JSON.stringify(budgets));
    fs.writeFileSync(path.join(heavy.workspace, 'budgets.json'), JSON.stringify(budgets));
    const first = cli(origin.store, live.workspace);
    assert.equal(await first.run('publish'), exitCodes.ok, first.err.join('\n'));
    assert.deepEqual(first.out.slice(-2), [
      'Published support a2e209786c (22 files): https://origin.example.com/support/a2e209786c/mf-manifest.json',
      'It is live: support had no live version.',
    ]);
    const writes = origin.calls.length;

    const second = cli(origin.store, heavy.workspace);
    assert.equal(await second.run('publish'), exitCodes.failed);
    assert.deepEqual(second.out, [
      `Budgets of support bbbbbbbbbb (bytes sent with brotli; ${path.relative(path.resolve(import.meta.dirname, '..', '..'), path.join(heavy.workspace, 'budgets.json'))}):`,
      '                             this build    budget  live (a2e209786c)',
      '  remote entry                  8,000 B   9,000 B            8,000 B  ok',
      '  App initial JS                1,500 B   1,400 B            1,200 B  OVER by 100 B',
      '  App CSS                       1,100 B   1,300 B            1,100 B  ok',
      '  largest async chunk          21,000 B  20,000 B           18,000 B  OVER by 1,000 B',
      '  page EmergencySupportPage     5,000 B         -            5,000 B  no budget',
      '  page SupportPortalPage       21,000 B  20,000 B           18,000 B  OVER by 1,000 B',
    ]);
    assert.match(
      second.err.join('\n'),
      /^Refused: support bbbbbbbbbb is over budget \(App initial JS: 1500 > 1400, largest async chunk: 21000 > 20000, page SupportPortalPage: 21000 > 20000\)\. Make it smaller, or raise the budget in .*budgets\.json in a reviewed change\.$/,
    );
    assert.equal(origin.calls.length, writes, 'nothing written');
  } finally {
    live.remove();
    heavy.remove();
  }
});

test('publish audits the key pages with Lighthouse through preview links of the candidate and of the live version, and withdraws a candidate over budget', async () => {
  const live = fakeWorkspace();
  const slow = fakeWorkspace({ remoteEntryHash: 'cccccccccc' });
  const quick = fakeWorkspace({ remoteEntryHash: 'dddddddddd' });
  const unaudited = fakeWorkspace({ remoteEntryHash: 'eeeeeeeeee' });
  const origin = memoryStore();
  // What each version scores: the audit is told the version only by the preview cookie it carries.
  const scores: Record<string, { performance: number; tbtMs: number }> = {
    a2e209786c: { performance: 97, tbtMs: 80 },
    cccccccccc: { performance: 91, tbtMs: 240 },
    dddddddddd: { performance: 96, tbtMs: 90 },
  };
  const audits: string[] = [];
  const audit: CliContext['audit'] = async (siteUrl, page, cookie, runs) => {
    // Each command here runs at 01:00 on 2026-01-01 by its clock; the link is valid for an hour, the audit's time.
    const grant = readPreviewToken(secret, cookie.value, new Date('2026-01-01T01:30:00Z').getTime() / 1000);
    assert.ok(grant && cookie.name === 'mf_preview', 'a valid preview cookie');
    audits.push(`${siteUrl}${page} ${grant.version} x${runs}`);
    // What the browser fetched: the previewed version's files (the site serves this origin's versions).
    const files = Array.from({ length: runs }, () => [
      `${siteUrl}${page}`,
      `https://origin.example.com/support/${grant.version}/mf-manifest.json`,
    ]);
    return { ...scores[grant.version]!, requested: files };
  };
  const withLighthouse = { ...budgets, lighthouse: { pages: ['/support'], performance: 95, tbtMs: 100 } };
  try {
    for (const build of [live, slow, quick]) fs.writeFileSync(path.join(build.workspace, 'budgets.json'), JSON.stringify(withLighthouse));
    const first = cli(origin.store, live.workspace, { audit });
    assert.equal(await first.run('publish'), exitCodes.ok, first.err.join('\n'));
    assert.deepEqual(audits, [], 'a first version has nothing to be compared with');

    const refused = cli(origin.store, slow.workspace, { audit });
    assert.equal(await refused.run('publish'), exitCodes.failed, refused.err.join('\n'));
    assert.deepEqual(audits, ['https://www.example.com/support cccccccccc x3', 'https://www.example.com/support a2e209786c x3']);
    assert.deepEqual(refused.out.slice(-4), [
      'Lighthouse on https://www.example.com through preview links (mobile, simulated throttling, median of 3):',
      '                                this build    budget  live (a2e209786c)',
      '  /support performance                  91      ≥ 95                 97  OVER',
      '  /support Total Blocking Time      240 ms  ≤ 100 ms              80 ms  OVER',
    ]);
    assert.match(
      refused.err.join('\n'),
      /^Refused: support cccccccccc is over its Lighthouse budget \(\/support performance 91, \/support tbtMs 240\); it was withdrawn/,
    );
    assert.deepEqual(
      origin.discovery().microFrontends.support.map((entry: { metadata: { version: string } }) => entry.metadata.version),
      ['a2e209786c'],
    );
    assert.deepEqual(await origin.store.list('support/cccccccccc/'), [], 'its files are deleted');

    const accepted = cli(origin.store, quick.workspace, { audit });
    assert.equal(await accepted.run('publish'), exitCodes.ok, accepted.err.join('\n'));
    assert.match(accepted.out.at(-1)!, /^Not served yet\. Next: .* preview dddddddddd/);
    assert.equal(origin.discovery().microFrontends.support.length, 2);

    // A site that does not serve this origin's versions: nothing measured is trusted, and the candidate is taken back.
    const elsewhere = cli(origin.store, unaudited.workspace, {
      audit: async () => ({ performance: 99, tbtMs: 10, requested: [['https://other.example.com/support/0000000000/mf-manifest.json']] }),
    });
    fs.writeFileSync(path.join(unaudited.workspace, 'budgets.json'), JSON.stringify(withLighthouse));
    assert.equal(await elsewhere.run('publish'), exitCodes.failed);
    assert.match(
      elsewhere.err.join('\n'),
      /^Refused: the Lighthouse audit failed, so support eeeeeeeeee was withdrawn: the audit of https:\/\/www\.example\.com\/support did not load support eeeeeeeeee \(https:\/\/origin\.example\.com\/support\/eeeeeeeeee\/\)/,
    );
    assert.equal(origin.discovery().microFrontends.support.length, 2);

    // Skipped on request, and said so.
    const skipped = cli(origin.store, unaudited.workspace, { audit });
    assert.equal(await skipped.run('publish', '--skip-lighthouse'), exitCodes.ok, skipped.err.join('\n'));
    assert.equal(audits.length, 4);
    assert.ok(skipped.out.includes('Lighthouse budgets not checked (--skip-lighthouse).'));
  } finally {
    for (const build of [live, slow, quick, unaudited]) build.remove();
  }
});

test('the commands print what they did; refusals and usage errors have their exit codes', async () => {
  const build = fakeWorkspace();
  const origin = memoryStore();
  try {
    const { run, out, err } = cli(origin.store, build.workspace);
    assert.equal(await run('publish'), exitCodes.ok);
    assert.equal(await run('publish', '--version', 'v2'), exitCodes.ok);
    assert.equal(
      out.at(-1),
      'Not served yet. Next: `npm run release -w mf-support -- preview v2`, then `npm run release -w mf-support -- canary 5`.',
    );

    assert.equal(await run('preview', '--hours', '2'), exitCodes.ok);
    assert.equal(out[0], 'Preview of support v2, opening /support, valid until 2026-01-01 05:00 UTC:');
    const token = new URL(out[1]!).searchParams.get('token')!;
    assert.equal(out[1], `https://www.example.com/_release/preview?token=${token}`);
    assert.deepEqual(readPreviewToken(secret, token, Date.parse('2026-01-01T04:00:00Z') / 1000), {
      remote: 'support',
      version: 'v2',
      expiresAt: Date.parse('2026-01-01T05:00:00Z') / 1000,
      path: '/support',
    });

    assert.equal(await run('canary', '10'), exitCodes.ok);
    assert.equal(out[0], 'support v2 is in canary for 10% of visitors; a2e209786c stays live for the rest.');
    assert.equal(await run('status'), exitCodes.ok);
    assert.deepEqual(out, [
      'support:',
      '  live       a2e209786c    90%  released 2026-01-01 01:00 UTC by dev@example.com, live 2026-01-01 01:00 UTC by dev@example.com',
      '  canary     v2            10%  released 2026-01-01 02:00 UTC by dev@example.com',
    ]);
    assert.equal(await run('canary', '150'), exitCodes.failed);
    assert.deepEqual(err, ["Refused: a canary's share is a whole percentage from 1 to 99 (got 150); use `promote` for 100"]);
    assert.equal(await run('rollback'), exitCodes.ok);
    assert.deepEqual(out, ['support canary v2 stopped; every visitor is back on a2e209786c.']);
    assert.equal(await run('promote', 'v2'), exitCodes.ok);
    assert.deepEqual(out, ['support v2 is live for every visitor. a2e209786c is now the previous version.']);
    assert.equal(await run('rollback'), exitCodes.ok);
    assert.deepEqual(out, ['support a2e209786c is live again; v2 is off the air.']);

    assert.equal(await run('canary'), exitCodes.usage);
    assert.equal(err[0], 'release: canary needs a whole percentage: `canary 5`');
    assert.equal(await run('launch'), exitCodes.usage);
    assert.equal(err[0], 'release: unknown command "launch"');
  } finally {
    build.remove();
  }
});

test('check-canary exits 3 when it rolled the canary back, 0 when healthy, and prints why', async () => {
  const build = fakeWorkspace();
  const origin = memoryStore();
  let errors = 1;
  const fetcher = (async () =>
    new Response(
      [
        'shell_release_visitors_total{remote="support",version="a2e209786c"} 1000',
        'shell_release_visitors_total{remote="support",version="v2"} 100',
        'shell_release_error_visitors_total{remote="support",version="a2e209786c"} 10',
        `shell_release_error_visitors_total{remote="support",version="v2"} ${errors}`,
        'browser_reports_total{kind="error",remote="support",route="/support",version="a2e209786c"} 10',
        `browser_reports_total{kind="error",remote="support",route="/support",version="v2"} ${errors * 3}`,
      ].join('\n'),
    )) as typeof fetch;
  try {
    const { run } = cli(origin.store, build.workspace, { fetcher });
    await run('publish');
    await run('publish', '--version', 'v2');
    await run('canary', '5');
    assert.equal(await run('check-canary'), exitCodes.usage, 'no RELEASE_METRICS_URLS');
    const withMetrics = cli(origin.store, build.workspace, {
      fetcher,
      env: { RELEASE_METRICS_URLS: 'http://a/metrics, http://b/metrics', RELEASE_ACTOR: 'cron' },
    });
    assert.equal(await withMetrics.run('check-canary'), exitCodes.ok);
    assert.deepEqual(withMetrics.out, [
      'support canary v2 is healthy: 1.00 visitors with errors per 100 visitors over 200 visitors; live a2e209786c: 1.00 over 2000.',
    ]);
    errors = 5;
    assert.equal(await withMetrics.run('check-canary'), exitCodes.rolledBack);
    assert.deepEqual(withMetrics.out, [
      'support canary v2 ROLLED BACK: 5.00 visitors with errors per 100 visitors over 200 visitors; live a2e209786c: 1.00 over 2000. Every visitor is back on a2e209786c.',
    ]);
    assert.equal(await withMetrics.run('check-canary'), exitCodes.ok);
    assert.deepEqual(withMetrics.out, ['support: no canary runs; nothing to check.']);
  } finally {
    build.remove();
  }
});

test('status lists live, canary with its share, previous and candidates with when and by whom, and each version’s figures from the servers', async () => {
  const build = fakeWorkspace();
  const origin = memoryStore();
  const fetcher = (async (url: string | URL | Request) =>
    new Response(
      String(url).startsWith('http://a/')
        ? [
            'shell_release_visitors_total{remote="support",version="v3"} 400',
            'shell_release_error_visitors_total{remote="support",version="v3"} 2',
            'browser_reports_total{kind="error",remote="support",route="/support",version="v3"} 2',
            'web_vitals_inp_seconds_bucket{remote="support",version="v3",le="0.1"} 8',
            'web_vitals_inp_seconds_bucket{remote="support",version="v3",le="0.2"} 10',
            'web_vitals_inp_seconds_bucket{remote="support",version="v3",le="+Inf"} 10',
            'web_vitals_inp_seconds_count{remote="support",version="v3"} 10',
          ].join('\n')
        : 'shell_release_visitors_total{remote="support",version="v4"} 60\nshell_release_error_visitors_total{remote="support",version="v4"} 3\nbrowser_reports_total{kind="hydration",remote="support",route="/support",version="v4"} 7',
    )) as typeof fetch;
  try {
    const { run } = cli(origin.store, build.workspace, { fetcher });
    for (const version of ['v1', 'v2', 'v3', 'v4', 'v5']) await run('publish', '--version', version);
    await run('promote', 'v2');
    await run('promote', 'v3');
    await run('canary', '20', 'v4');
    const withMetrics = cli(origin.store, build.workspace, { fetcher, env: { RELEASE_METRICS_URLS: 'http://a/metrics,http://b/metrics' } });
    assert.equal(await withMetrics.run('status'), exitCodes.ok);
    assert.deepEqual(withMetrics.out, [
      'support:',
      '  live       v3            80%  released 2026-01-01 03:00 UTC by dev@example.com, live 2026-01-01 07:00 UTC by dev@example.com',
      // INP: 10 reports, the 7.5th of them in the first bucket (8 reports up to 100 ms): 94 ms.
      '                                400 visitors, 2 with errors (0.50 per 100 visitors), 2 error reports, INP p75 94 ms',
      '  canary     v4            20%  released 2026-01-01 04:00 UTC by dev@example.com',
      '                                60 visitors, 3 with errors (5.00 per 100 visitors), 7 error reports',
      '  previous   v2             0%  released 2026-01-01 02:00 UTC by dev@example.com, live 2026-01-01 06:00 UTC by dev@example.com, retired 2026-01-01 07:00 UTC',
      '                                no reports yet',
      '  candidate  v5             0%  released 2026-01-01 05:00 UTC by dev@example.com',
      '                                no reports yet',
      '  also kept  v1 (retired or rolled back; pruned after retention)',
    ]);
  } finally {
    build.remove();
  }
});
