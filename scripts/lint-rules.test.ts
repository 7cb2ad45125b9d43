import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { componentDataAccess, fileNames, partShape, remoteShape } from '../eslint.config.js';

/**
 * The remote-shape lint rules can fail: a fixture remote (scripts/lint-fixtures/mf-example) breaks
 * each of them once, and lints clean where it keeps them (routes.tsx importing a page, a page
 * importing a feature, a feature importing lib/). A second one (scripts/lint-fixtures/mf-parted)
 * has a part loaded on its own, `src/desk/` with the same shape, and breaks its rules the same way.
 * A third (scripts/lint-fixtures/mf-data) has components that read and write through Supabase
 * themselves, beside a hook module and a sign-in form that may. A fourth
 * (scripts/lint-fixtures/names) has files and a folder named against the convention.
 */
const root = path.resolve(import.meta.dirname, '..');

/** Lints a fixture remote's src/ with the given shape configs: the files linted, and each problem as one line. */
async function lintFixture(fixture: string, shapes: Linter.Config[]) {
  const eslint = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...shapes],
  });
  const results = await eslint.lintFiles([`${fixture}/src/**/*.{ts,tsx}`]);
  const found = results
    .flatMap((result) =>
      result.messages.map((message) => `${path.relative(`${root}/${fixture}/src`, result.filePath)}: ${message.ruleId} ${message.message}`),
    )
    .map((line) => line.replace(/ Unexpected path "([^"]+)".*?\. (.*)$/, ' $1: $2'))
    .sort();
  return { linted: results.length, found };
}

test('the remote-shape rules refuse cross-feature imports, imports of pages, and features imported from below', async () => {
  const fixture = 'scripts/lint-fixtures/mf-example';
  const { linted, found } = await lintFixture(fixture, [remoteShape(fixture)]);
  assert.equal(linted, 7, 'every fixture file was linted');
  assert.deepEqual(found, [
    'features/quote/Quote.tsx: import/no-restricted-paths ../../pages/QuotePage: Nothing imports a page but the route table: move what is shared into features/.',
    'features/quote/Quote.tsx: import/no-restricted-paths ../billing/Invoice: A feature does not import another feature: move what both need to lib/, ui/ or @meridian/shared.',
    'ui/Badge.tsx: import/no-restricted-paths ../features/quote/Quote: ui/, lib/ and content/ sit below features and never import one.',
  ]);
});

test("a part of a remote keeps the same shape inside, and never imports its remote's features", async () => {
  const fixture = 'scripts/lint-fixtures/mf-parted';
  const { linted, found } = await lintFixture(fixture, [remoteShape(fixture), partShape(fixture, 'desk')]);
  assert.equal(linted, 9, 'every fixture file was linted');
  assert.deepEqual(found, [
    "desk/features/queue/Queue.tsx: import/no-restricted-paths ../../../features/orders/Order: desk/ is a part of its remote: it never imports the remote's features or pages (move what both need to lib/ or ui/).",
    'desk/features/queue/Queue.tsx: import/no-restricted-paths ../reports/Report: A feature does not import another feature: move what both need to lib/, ui/ or @meridian/shared.',
    'desk/ui/Panel.tsx: import/no-restricted-paths ../features/reports/Report: ui/, lib/ and content/ sit below features and never import one.',
    'desk/ui/Panel.tsx: import/no-restricted-paths ../pages/QueuePage: Nothing imports a page but the route table: move what is shared into features/.',
  ]);
});

test('component files load no server state in effects and reach no Supabase data themselves; other modules and Auth calls may', async () => {
  const fixture = 'scripts/lint-fixtures/mf-data';
  const { linted, found } = await lintFixture(fixture, [componentDataAccess([`${fixture}/src`])]);
  assert.equal(linted, 8, 'every fixture file was linted');
  const effect = "meridian/no-supabase-in-effects Load server state through the feature's queries (TanStack Query), not in an effect.";
  const data = "reads and writes go through the feature's queries/mutations in a non-component module";
  assert.deepEqual(found, [
    `features/projects/ArchiveButton.tsx: meridian/no-supabase-data-in-components \`.rpc\` on the Supabase client in a component: ${data}.`,
    `features/projects/ClientMaker.tsx: meridian/no-supabase-data-in-components A value import of @supabase/supabase-js in a component: ${data} (type-only imports are fine).`,
    `features/projects/ProjectsInEffect.tsx: meridian/no-supabase-data-in-components \`.from\` on the Supabase client in a component: ${data}.`,
    `features/projects/ProjectsInEffect.tsx: ${effect}`,
    `features/projects/ProjectsLoader.tsx: meridian/no-supabase-data-in-components \`.storage\` on the Supabase client in a component: ${data}.`,
    `features/projects/ProjectsLoader.tsx: ${effect}`,
  ]);
});

test('file names: PascalCase or kebab-case .tsx, kebab-case modules and folders; tests follow their subject', async () => {
  const { linted, found } = await lintFixture('scripts/lint-fixtures/names', [fileNames]);
  assert.equal(linted, 7, 'every fixture file was linted');
  const convention =
    'PascalCase for a component file (.tsx), kebab-case for every other module, hooks included (e.g. ProjectsTable.tsx, use-projects.ts).';
  assert.deepEqual(found, [
    'featureParts/part.ts: check-file/folder-naming-convention The folder "featureParts" breaks the naming convention: folders are kebab-case.',
    `projects_table.tsx: check-file/filename-naming-convention The file name "projects_table.tsx" breaks the naming convention: ${convention}`,
    `useProjects.ts: check-file/filename-naming-convention The file name "useProjects.ts" breaks the naming convention: ${convention}`,
  ]);
});
