import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addVersion, emptyDiscovery, startCanary, type Actor } from './actions.ts';
import { checkCanary } from './canary-check.ts';
import { figuresByVersion, judgeCanary } from './metrics.ts';
import { memoryStore } from './test-helpers.ts';

/**
 * The automatic rollback (canary-check.ts, metrics.ts): the servers' /metrics texts summed per
 * version, and the decision: roll back when more than 2 of 100 canary visitors reported an error
 * AND more than twice the live version's rate, over at least 100 canary visitors.
 */

const who: Actor = { actor: 'scheduler', now: new Date('2026-01-02T00:00:00Z') };
const origin = 'https://origin.example.com';

type Figures = [visitors: number, errorVisitors: number, errorReports?: number];

/** One server's /metrics: visitors, visitors with errors and error reports per version (split over two routes), plus noise. */
function serverText({ live, canary }: { live: Figures; canary: Figures }): string {
  const half = (n: number) => [Math.floor(n / 2), n - Math.floor(n / 2)];
  const [liveErrorsA, liveErrorsB] = half(live[2] ?? live[1]);
  const [canaryErrorsA, canaryErrorsB] = half(canary[2] ?? canary[1]);
  return `# HELP shell_release_visitors_total Visitors per remote version
# TYPE shell_release_visitors_total counter
shell_release_visitors_total{remote="support",version="v1"} ${live[0]}
shell_release_visitors_total{remote="support",version="v2"} ${canary[0]}
shell_release_visitors_total{remote="portal",version="p1"} 1000
# TYPE shell_release_error_visitors_total counter
shell_release_error_visitors_total{remote="support",version="v1"} ${live[1]}
shell_release_error_visitors_total{remote="support",version="v2"} ${canary[1]}
shell_release_error_visitors_total{remote="portal",version="p1"} 900
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
    [serverText({ live: [100, 1], canary: [30, 2] }), serverText({ live: [200, 3], canary: [40, 3, 40] })],
    'support',
  );
  assert.equal(figures.get('v1')?.visitors, 300);
  assert.equal(figures.get('v1')?.errorVisitors, 4);
  assert.equal(figures.get('v1')?.errors, 4);
  assert.equal(figures.get('v2')?.visitors, 70);
  assert.equal(figures.get('v2')?.errorVisitors, 5);
  assert.equal(figures.get('v2')?.errors, 42);
  assert.equal(figures.has('p1'), false);
  // LCP p75 of 80 reports: the 60th is in the (1, 2.5] bucket, which holds reports 21-60: its top.
  assert.deepEqual(figures.get('v2')?.vitals.LCP, { p75: 2.5, count: 80 });
});

test('the decision: too early under 100 canary visitors; failing only over 2 visitors with errors per 100 and over twice the live rate', () => {
  const judge = (live: Figures, canary: Figures) =>
    judgeCanary(figuresByVersion([serverText({ live, canary })], 'support'), 'v1', 'v2').decision;
  assert.equal(judge([1000, 0], [99, 99]), 'too-early');
  assert.equal(judge([1000, 10], [100, 3]), 'failing', '3 per 100 > 2, and > 2 x 1');
  assert.equal(judge([1000, 10], [100, 2]), 'healthy', '2 per 100 is not more than 2');
  assert.equal(judge([1000, 20], [100, 4]), 'healthy', '4 per 100 is not more than twice the live 2');
  assert.equal(judge([1000, 20], [100, 5]), 'failing');
  assert.equal(judge([0, 0], [100, 3]), 'failing', 'no live figures: the absolute threshold alone');
  // Reports are not visitors: one visitor's storm of errors does not fail a canary.
  assert.equal(judge([1000, 10], [100, 1, 500]), 'healthy', 'one visitor with 500 error reports');
  assert.equal(judgeCanary(new Map(), 'v1', null).decision, 'no-canary');
});

test("the issue's attack (50 fetches of /app-config.json and one report of 20 errors, from one address) changes no verdict", () => {
  // What the attack adds at the servers now: one visitor (the address, however many fetches) and
  // at most one visitor with errors (its own token carries the canary's version; a made-up
  // version or no token is refused). Before, it added 50 page loads and 20 errors.
  const attack = (canary: Figures): Figures => [canary[0] + 1, canary[1] + 1, (canary[2] ?? canary[1]) + 20];
  const judge = (canary: Figures) => judgeCanary(figuresByVersion([serverText({ live: [1000, 10], canary })], 'support'), 'v1', 'v2');
  // A canary with one real visitor: too early before and after (one address is one visitor).
  assert.equal(judge([1, 0]).decision, 'too-early');
  assert.equal(judge(attack([1, 0])).decision, 'too-early');
  // A healthy canary is not rolled back...
  assert.equal(judge([100, 1]).decision, 'healthy');
  assert.equal(judge(attack([100, 1])).decision, 'healthy');
  // ...and a failing one is not hidden: the fetches add one visitor, not fifty loads.
  assert.equal(judge([100, 4]).decision, 'failing');
  const diluted = judge(attack([100, 4]));
  assert.equal(diluted.decision, 'failing');
  // What the old count made of it: 20 errors over 51 loads, 39 per 100.
  assert.ok(diluted.decision === 'failing' && diluted.canaryRate < 5);
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
