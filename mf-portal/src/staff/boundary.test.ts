import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === __dirname ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// A client's pages must never download staff code or copy: only routes.tsx reaches src/staff, lazily.
it('keeps src/staff out of every client module but the lazy route', () => {
  const importers = sources(src).filter((file) =>
    /from\s+['"][^'"]*\/staff\/|import\(\s*['"][^'"]*\/staff\//.test(readFileSync(file, 'utf8')),
  );
  expect(importers.map((file) => path.relative(src, file))).toEqual(['routes.tsx']);
  expect(readFileSync(path.join(src, 'routes.tsx'), 'utf8')).toMatch(/lazy\(\(\) => import\('\.\/staff\/StaffWorkspace'\)\)/);
});
