import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testsRan } from './test-count.ts';

/**
 * `npm run test:unit` fails a run that ran no tests (scripts/test-unit.ts reads each run's count
 * with testsRan). `node --test scripts/lib/test-count.test.ts`.
 */

const root = path.resolve(import.meta.dirname, '..', '..');

/** `node --test` as test-unit.ts starts it (without this runner's NODE_TEST_CONTEXT, which makes a child report to it instead of printing). */
function nodeTest(pattern: string) {
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  return spawnSync(process.execPath, ['--test', pattern], { cwd: root, encoding: 'utf8', env });
}

test('a node --test glob that matches nothing passes with 0 tests, and testsRan reads 0', () => {
  const run = nodeTest('scripts/lib/*.matches-nothing.ts');
  assert.equal(run.status, 0, 'node --test passes an empty glob: the count is what catches it');
  assert.equal(testsRan(run.stdout + run.stderr), 0);
});

test("node:test's summaries: TAP and spec, skipped and todo tests not counted", () => {
  assert.equal(testsRan('TAP version 13\n1..3\n# tests 3\n# suites 0\n# pass 3\n# fail 0\n# skipped 0\n# todo 0\n'), 3);
  assert.equal(testsRan('ℹ tests 5\nℹ suites 1\nℹ pass 2\nℹ fail 0\nℹ skipped 2\nℹ todo 1\n'), 2);
  assert.equal(testsRan('# tests 4\n# pass 0\n# skipped 4\n'), 0);
});

test("jest's summary: failed and passed count, skipped and todo do not", () => {
  assert.equal(
    testsRan('PASS a.test.ts\n\nTest Suites: 30 passed, 30 total\nTests:       273 passed, 273 total\nSnapshots:   0 total\n'),
    273,
  );
  assert.equal(testsRan('Tests:       1 failed, 174 skipped, 14 passed, 189 total\n'), 15);
  assert.equal(testsRan('Tests:       3 skipped, 2 todo, 5 total\n'), 0);
  assert.equal(testsRan('Test Suites: 0 total\nTests:       0 total\n'), 0);
  assert.equal(testsRan('\x1b[1mTests:       \x1b[22m\x1b[1m\x1b[32m12 passed\x1b[39m\x1b[22m, 12 total\n'), 12);
});

test('output without a summary (a run that crashed first) reads as unknown, not as a count', () => {
  assert.equal(testsRan('npm error Missing script: "test"\n'), null);
});

test('a real node --test run is counted', () => {
  const run = nodeTest('scripts/lib/test-count.fixture.ts');
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.equal(testsRan(run.stdout + run.stderr), 2);
});
