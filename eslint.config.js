import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apps } from './shared/build/apps.ts';
import noSupabaseInEffects from './scripts/eslint-rules/no-supabase-in-effects.js';
import noSupabaseDataInComponents from './scripts/eslint-rules/no-supabase-data-in-components.js';

/** The workspaces come from the one app list, so a new remote is linted like the others. */
const host = apps.find((app) => app.kind === 'host').workspace;
const remotes = apps.filter((app) => app.kind === 'remote').map((app) => app.workspace);

/** Code that runs in the browser: the apps' sources and the shared modules they import. */
const browserCode = [...apps.map((app) => `${app.workspace}/src`), 'shared/ui', 'shared/runtime', 'shared/lib'];

/** The repository's own rules (scripts/eslint-rules/). */
const meridian = {
  meta: { name: 'meridian' },
  rules: { 'no-supabase-in-effects': noSupabaseInEffects, 'no-supabase-data-in-components': noSupabaseDataInComponents },
};

/** Test code renders with MemoryRouter and its own i18next instance; it may use the packages. */
const testFiles = ['**/*.test.{ts,tsx}', 'shared/testing/**', 'shell/src/test/**', 'shared/build/**'];

/**
 * react-router and react-i18next reach app code only through the shell's shared runtime modules,
 * which carry just the names in use (see shared/runtime/router.ts). Importing a package directly
 * would bundle a second copy with its own contexts into a remote.
 */
const viaRuntime = [
  { name: 'react-router', message: 'Import from @meridian/shared/runtime/router (the shared, tree-shaken router API).' },
  { name: 'react-router-dom', message: 'Import from @meridian/shared/runtime/router (the shared, tree-shaken router API).' },
  { name: 'react-i18next', message: 'Import from @meridian/shared/runtime/i18n (the shared, tree-shaken i18n bindings).' },
];

/**
 * Remotes never import each other (nor the shell): what two of them need lives in @meridian/shared
 * or travels as a browser event. This rule makes the boundary a build failure, not a convention.
 */
const boundaries = [host, ...remotes].flatMap((workspace) => {
  const patterns = [host, ...remotes]
    .filter((other) => other !== workspace)
    .flatMap((other) => [
      { group: [other, `${other}/*`], message: `${workspace} must not import ${other}; share through @meridian/shared.` },
      {
        group: [`../${other}`, `../${other}/*`, `../../${other}/*`, `../../../${other}/*`],
        message: `${workspace} must not import ${other}; share through @meridian/shared.`,
      },
    ]);
  return [
    { files: [`${workspace}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns, paths: viaRuntime }] } },
    { files: [`${workspace}/**/*.test.{ts,tsx}`, `${workspace}/src/test/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
});

/**
 * One shape inside every remote (docs/inside-a-remote.md), kept with restricted-path
 * zones: a feature never imports another feature; nothing imports a page but the route table (and
 * the page's own tests, which this rule does not cover); ui/, lib/ and content/ never import a
 * feature. `srcDir` is a folder with that shape: a remote's `src/`, or a part of one loaded on its
 * own (mf-portal's `src/staff/`, whose route table is StaffWorkspace.tsx). scripts/lint-rules.test.ts
 * lints fixtures that break each rule.
 */
export function shapeZones(srcDir) {
  const featuresDir = path.join(import.meta.dirname, srcDir, 'features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [
    ...features.map((feature) => ({
      target: `./${srcDir}/features/${feature}`,
      from: `./${srcDir}/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature: move what both need to lib/, ui/ or @meridian/shared.',
    })),
    {
      target: [`./${srcDir}/features`, `./${srcDir}/ui`, `./${srcDir}/lib`, `./${srcDir}/content`, `./${srcDir}/pages`],
      from: `./${srcDir}/pages`,
      message: 'Nothing imports a page but the route table: move what is shared into features/.',
    },
    {
      target: [`./${srcDir}/ui`, `./${srcDir}/lib`, `./${srcDir}/content`],
      from: `./${srcDir}/features`,
      message: 'ui/, lib/ and content/ sit below features and never import one.',
    },
  ];
}

function shapeConfig(dir, zones) {
  return {
    files: [`${dir}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
  };
}

/** The shape of a remote: `remoteDir` is a folder with `src/`. */
export function remoteShape(remoteDir) {
  return shapeConfig(`${remoteDir}/src`, shapeZones(`${remoteDir}/src`));
}

/**
 * The shape of a part of a remote, `remoteDir/src/part`, and its place in the remote: to the
 * remote's own folders it is one more feature, so it may use their lib/ and ui/, never their
 * features or pages. Listed after remoteShape, its zones replace the remote's for the part's files;
 * none of the remote's zones targets a part, so nothing is lost.
 */
export function partShape(remoteDir, part) {
  const src = `${remoteDir}/src`;
  const partDir = `${src}/${part}`;
  return shapeConfig(partDir, [
    ...shapeZones(partDir),
    {
      target: `./${partDir}`,
      from: [`./${src}/features`, `./${src}/pages`],
      message: `${part}/ is a part of its remote: it never imports the remote's features or pages (move what both need to lib/ or ui/).`,
    },
  ]);
}

/**
 * Server state in a component file comes from its feature's queries and mutations (TanStack Query),
 * which live in modules that are not components: no effect reads through Supabase, and no component
 * calls `.from`, `.rpc`, `.storage` or `.schema` or imports supabase-js values. `srcDirs` are folders
 * of component files (`*.tsx`); tests and testing helpers render with fakes and are left out.
 * scripts/lint-rules.test.ts lints fixtures that break each rule.
 */
export function componentDataAccess(srcDirs) {
  return {
    files: srcDirs.map((dir) => `${dir}/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/test/**', '**/testing/**'],
    plugins: { meridian },
    rules: { 'meridian/no-supabase-in-effects': 'error', 'meridian/no-supabase-data-in-components': 'error' },
  };
}

/**
 * File names say what a module is: a React component file is PascalCase (a few `.tsx` modules are
 * not components, such as render-page.tsx, and are kebab-case); every other module, hooks
 * included, is kebab-case; so is every folder. A test or a declaration file follows its subject
 * (`Foo.test.tsx`, `foo.d.ts`): the middle extensions are not part of the name.
 */
export const fileNames = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  // Generated: named by their generator.
  ignores: ['supabase/migrations/**', 'shared/lib/database-types.ts'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.{ts,js,mjs,cjs}': 'KEBAB_CASE', '**/*.tsx': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|+([A-Z]*([a-z0-9])))' },
      {
        ignoreMiddleExtensions: true,
        errorMessage:
          'The file name "{{ target }}" breaks the naming convention: PascalCase for a component file (.tsx), kebab-case for every other module, hooks included (e.g. ProjectsTable.tsx, use-projects.ts).',
      },
    ],
    'check-file/folder-naming-convention': [
      'error',
      { '**/': 'KEBAB_CASE' },
      { errorMessage: 'The folder "{{ target }}" breaks the naming convention: folders are kebab-case.' },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      'bench-results/**',
      '.data/**',
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/runtime/**', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: viaRuntime,
          patterns: [
            {
              group: ['./runtime/*', '../runtime/*'],
              message: 'Import runtime modules as @meridian/shared/runtime/... so they stay singletons.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../runtime/*'], message: 'Import runtime modules as @meridian/shared/runtime/... so they stay singletons.' },
          ],
        },
      ],
    },
  },
  // Inside @meridian/shared, runtime modules must be imported by package name, or webpack would
  // bundle a second, unshared copy of their state.
  ...boundaries,
  ...remotes.map(remoteShape),
  // The staff workspace, loaded on its own for /staff/* (docs/decisions/0010-staff-workspace.md).
  partShape('mf-portal', 'staff'),
  componentDataAccess([...apps.map((app) => `${app.workspace}/src`), 'shared/ui']),
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: browserCode.map((dir) => `${dir}/**/*.{ts,tsx}`) })),
  fileNames,
  {
    files: ['**/*.{js,cjs,mjs}', 'scripts/**', 'server/**', 'tests/**', '**/webpack.config.ts', 'shared/build/**'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', URL: 'readonly', fetch: 'readonly' },
    },
  },
);
