import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { remoteShape } from '../eslint.config.js';

/**
 * The remote-shape lint rules can fail: a fixture remote (scripts/lint-fixtures/mf-example) breaks
 * each of them once, and lints clean where it keeps them (routes.tsx importing a page, a page
 * importing a feature, a feature importing lib/).
 */
const root = path.resolve(import.meta.dirname, '..');
const fixture = 'scripts/lint-fixtures/mf-example';

test('the remote-shape rules refuse cross-feature imports, imports of pages, and features imported from below', async () => {
  const eslint = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, remoteShape(fixture)],
  });
  const results = await eslint.lintFiles([`${fixture}/src/**/*.{ts,tsx}`]);
  const found = results
    .flatMap((result) =>
      result.messages.map((message) => `${path.relative(`${root}/${fixture}/src`, result.filePath)}: ${message.ruleId} ${message.message}`),
    )
    .sort();
  assert.equal(results.length, 7, 'every fixture file was linted');
  assert.deepEqual(
    found.map((line) => line.replace(/ Unexpected path "([^"]+)".*?\. (.*)$/, ' $1: $2')),
    [
      'features/quote/Quote.tsx: import/no-restricted-paths ../../pages/QuotePage: Nothing imports a page but routes.tsx: move what is shared into features/.',
      'features/quote/Quote.tsx: import/no-restricted-paths ../billing/Invoice: A feature does not import another feature: move what both need to lib/, ui/ or @meridian/shared.',
      'ui/Badge.tsx: import/no-restricted-paths ../features/quote/Quote: ui/, lib/ and content/ sit below features and never import one.',
    ],
  );
});
