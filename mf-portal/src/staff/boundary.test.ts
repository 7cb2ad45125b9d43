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

// A client's pages must never download staff code or copy: only routes.tsx reaches src/staff,
// lazily, and the build-time route manifest reads the workspace's page list (plain data, no copy).
it('keeps src/staff out of every client module but the lazy route and the route manifest', () => {
  const importers = sources(src).filter((file) =>
    /from\s+['"][^'"]*\/staff\/|import\(\s*['"][^'"]*\/staff\//.test(readFileSync(file, 'utf8')),
  );
  expect(importers.map((file) => path.relative(src, file)).sort()).toEqual(['route-manifest.ts', 'routes.tsx']);
  expect(readFileSync(path.join(src, 'routes.tsx'), 'utf8')).toMatch(/[lL]azy\w*\(\(\) => import\('\.\/staff\/StaffWorkspace'\)\)/);
  const manifestImports = readFileSync(path.join(src, 'route-manifest.ts'), 'utf8').match(/from\s+['"][^'"]*\/staff\/[^'"]*['"]/g);
  expect(manifestImports).toEqual(["from './staff/staff-pages.ts'"]);
});

it('keeps the page list the manifest reads free of React and copy', () => {
  expect(readFileSync(path.join(__dirname, 'staff-pages.ts'), 'utf8')).not.toMatch(/\bfrom\s+['"]|import\(/);
});
