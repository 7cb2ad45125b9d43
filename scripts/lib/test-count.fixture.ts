import { test } from 'node:test';

// Two tests that run, for test-count.test.ts to count (not matched by *.test.ts); skipped and todo
// tests are read from literal summaries there.
test('one', () => {});
test('two', () => {});
