import { test } from 'node:test';

// Two tests that run and one skipped, for test-count.test.ts to count (not matched by *.test.ts).
test('one', () => {});
test('two', () => {});
test.skip('skipped', () => {});
