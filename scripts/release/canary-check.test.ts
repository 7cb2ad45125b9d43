import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addVersion, emptyDiscovery, startCanary, type Actor } from './actions.ts';
import { checkCanary } from './canary-check.ts';
import { figuresByVersion, judgeCanary } from './metrics.ts';
import { memoryStore } from './test-helpers.ts';

/**
 * The automatic rollback (canary-check.ts, metrics.ts): the servers' /metrics texts summed per
 * version, and the decision: roll back when the canary has more than 2 error reports per 100 page
 * loads AND more than twice the live version's rate, over at least 50 canary page loads.
 */

const who: Actor = { actor: 'scheduler', now: new Date('2026-01-02T00:00:00Z') };
const origin = 'https://origin.example.com';

/** One server's /metrics: page loads and error reports per version (split over two routes), plus noise. */
function serverText({ live, canary }: { live: [loads: number, errors: number]; canary: [loads: number, errors: number] }): string {
  const half = (n: number) => [Math.floor(n / 2), n - Math.floor(n / 2)];
  const [liveErrorsA, liveErrorsB] = half(live[1]);
  const [canaryErrorsA, canaryErrorsB] = half(canary[1]);
  return `# HELP shell_release_page_loads_total Page loads per remote version
# TYPE shell_release_page_loads_total counter
shell_release_page_loads_total{remote="support",version="v1"} ${live[0]}
shell_release_page_loads_total{remote="support",version="v2"} ${canary[0]}
shell_release_page_loads_total{remote="portal",version="p1"} 1000
# TYPE browser_reports_total counter
browser_reports_total{kind="error",remote="support",route="/support",version="v1"} ${liveErrorsA}
browser_reports_total{kind="hydration",remote="support",route="/create-ticket",version="v1"} ${liveErrorsB}
browser_reports_total{kind="error",remote="support",route="/support",version="v2"} ${canaryErrorsA}
browser_reports_total{kind="remote-load",remote="support",route="/create-ticket",version="v2"} ${canaryErrorsB}
browser_reports_total{kind="vital",remote="support",route="/support",version="v2"} 500
browser_reports_total{kind="error",remote="portal",route="/dashboard",version="p1"} 900
web_vitals_lcp_seconds_bucket{remote="support",version="v2",le="1"} 10
web_vitals_lcp_seconds_bucket{remote="support",version="v2",le="2.5"} 30
web_vitals_lcp_seconds_bucket{remote="support",version="v2",le="+Inf"} 40
web_vitals_lcp_seconds_sum{remote="support",version="v2"} 60
web_vitals_lcp_seconds_count{remote="support",version="v2"} 40
`;
}

test('figures are summed per version over servers and routes; vital reports and other remotes do not count as errors', () => {
  const figures = figuresByVersion(
    [serverText({ live: [100, 1], canary: [30, 2] }), serverText({ live: [200, 3], canary: [40, 3] })],
    'support',
  );
  assert.equal(figures.get('v1')?.pageLoads, 300);
  assert.equal(figures.get('v1')?.errors, 4);
  assert.equal(figures.get('v2')?.pageLoads, 70);
  assert.equal(figures.get('v2')?.errors, 5);
  assert.equal(figures.has('p1'), false);
  // LCP p75 of 80 reports: the 60th is in the (1, 2.5] bucket, which holds reports 21-60: its top.
  assert.deepEqual(figures.get('v2')?.vitals.LCP, { p75: 2.5, count: 80 });
});

test('the decision: too early under 50 canary loads; failing only over 2 per 100 and over twice the live rate', () => {
  const judge = (live: [number, number], canary: [number, number]) =>
    judgeCanary(figuresByVersion([serverText({ live, canary })], 'support'), 'v1', 'v2').decision;
  assert.equal(judge([1000, 0], [49, 49]), 'too-early');
  assert.equal(judge([1000, 10], [100, 3]), 'failing', '3 per 100 > 2, and > 2 x 1');
  assert.equal(judge([1000, 10], [100, 2]), 'healthy', '2 per 100 is not more than 2');
  assert.equal(judge([1000, 20], [100, 4]), 'healthy', '4 per 100 is not more than twice the live 2');
  assert.equal(judge([1000, 20], [100, 5]), 'failing');
  assert.equal(judge([0, 0], [50, 3]), 'failing', 'no live figures: the absolute threshold alone');
  assert.equal(judgeCanary(new Map(), 'v1', null).decision, 'no-canary');
});

test('checkCanary rolls a failing canary back, leaves a healthy one running, and does nothing with no canary', async () => {
  const origin_ = memoryStore();
  let document = addVersion(
    emptyDiscovery(),
    'support',
    { version: 'v1', url: `${origin}/support/v1/mf-manifest.json`, integrity: 'sha384-a' },
    who,
  );
  document = addVersion(document, 'support', { version: 'v2', url: `${origin}/support/v2/mf-manifest.json`, integrity: 'sha384-b' }, who);
  origin_.replaceDiscovery(JSON.stringify(startCanary(document, 'support', 10, 'v2', who).document));
  const traffic = () =>
    origin_.discovery().microFrontends.support.map((entry: { deployment: { traffic: number } }) => entry.deployment.traffic);

  const healthy = await checkCanary(origin_.store, 'support', [serverText({ live: [1000, 10], canary: [100, 1] })], who);
  assert.deepEqual([healthy.decision, healthy.rolledBack], ['healthy', false]);
  assert.deepEqual(traffic(), [90, 10]);

  const failing = await checkCanary(origin_.store, 'support', [serverText({ live: [1000, 10], canary: [100, 9] })], who);
  assert.deepEqual([failing.decision, failing.rolledBack], ['failing', true]);
  assert.deepEqual(traffic(), [100, 0]);
  assert.deepEqual(origin_.discovery().microFrontends.support[1].extras.rolledBack, { at: '2026-01-02T00:00:00.000Z', by: 'scheduler' });

  const none = await checkCanary(origin_.store, 'support', [serverText({ live: [1000, 10], canary: [100, 9] })], who);
  assert.deepEqual([none.decision, none.rolledBack], ['no-canary', false]);
});
