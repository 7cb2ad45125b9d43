import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { apps } from '../../shared/build/apps.ts';
import type { RouteManifest } from '../../shared/lib/route-table.ts';
import { readBudgets } from './budgets.ts';
import { parseLighthouseBudgets } from './lighthouse-budgets.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

test("budgets.json's lighthouse section: key pages and at least one limit, every mistake named", () => {
  assert.deepEqual(parseLighthouseBudgets({ pages: ['/support'], performance: 95, tbtMs: 100 }, 'budgets.json'), {
    pages: ['/support'],
    performance: 95,
    tbtMs: 100,
  });
  for (const [value, message] of [
    [[], /must be \{ pages, performance, tbtMs, runs \}/],
    [{ pages: [], tbtMs: 100 }, /pages must list the paths/],
    [{ pages: ['support'], tbtMs: 100 }, /pages must list the paths/],
    [{ pages: ['/support?lang=id'], tbtMs: 100 }, /pages must list the paths/],
    [{ pages: ['/support'] }, /needs performance, tbtMs or both/],
    [{ pages: ['/support'], performance: 101 }, /performance must be a whole number from 1 to 100/],
    [{ pages: ['/support'], tbtMs: 99.5 }, /tbtMs must be a whole number/],
    [{ pages: ['/support'], tbtMs: 100, runs: 0 }, /runs must be a whole number from 1 to 9/],
    [{ pages: ['/support'], tbtMs: 100, lcp: 2000 }, /has no "lcp"/],
  ] as const)
    assert.throws(() => parseLighthouseBudgets(value, 'mf-support/budgets.json'), message);
});

test("every remote's budgets.json is valid, and its Lighthouse key pages are pages of that remote", async () => {
  for (const { workspace } of apps.filter((app) => app.kind === 'remote')) {
    const budgets = readBudgets(path.join(repoRoot, workspace, 'budgets.json'));
    const { routeManifest } = (await import(path.join(repoRoot, workspace, 'src', 'route-manifest.ts'))) as {
      routeManifest: RouteManifest;
    };
    const pages = routeManifest.pages.map((page) => page.path);
    assert.ok(budgets.lighthouse, `${workspace} has Lighthouse budgets`);
    for (const page of budgets.lighthouse.pages) assert.ok(pages.includes(page), `${workspace}: ${page} is one of its pages`);
  }
});
