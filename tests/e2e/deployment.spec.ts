import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { test, expect } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const localeFile = path.join(root, 'mf-support', 'src', 'locales', 'en.json');
const shellDist = path.join(root, 'shell', 'dist');

function buildSupport() {
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-support'], { cwd: root, stdio: 'pipe' });
}

/**
 * Independent deployment: the support team changes its copy and rebuilds only mf-support, in
 * place, while the composition keeps running. The next page load shows the change; the shell was
 * neither rebuilt nor restarted.
 */
test('a rebuilt remote goes live on the next page load, without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const original = fs.readFileSync(localeFile, 'utf8');
  const shellFilesBefore = fs.readdirSync(shellDist).map((file) => `${file}:${fs.statSync(path.join(shellDist, file)).mtimeMs}`);
  const release = `Support Portal (release ${Date.now()})`;

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Portal' })).toBeVisible();

  try {
    const messages = JSON.parse(original);
    messages.portal.title = release;
    fs.writeFileSync(localeFile, JSON.stringify(messages, null, 2));
    buildSupport();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: release })).toBeVisible();
    // Other remotes are untouched.
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  } finally {
    fs.writeFileSync(localeFile, original);
    buildSupport();
  }

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Portal' })).toBeVisible();
  const shellFilesAfter = fs.readdirSync(shellDist).map((file) => `${file}:${fs.statSync(path.join(shellDist, file)).mtimeMs}`);
  expect(shellFilesAfter).toEqual(shellFilesBefore);
});
