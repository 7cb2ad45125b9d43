/**
 * The npm registry reachable here serves only the Linux x64 builds of some native packages
 * (tailwind's oxide, rspack's binding, unrs-resolver). `npm install` then leaves the other
 * platforms' optional packages out of package-lock.json, and `npm ci` refuses the lock file as
 * "Missing: … from lock file". This adds those optional packages back as platform-restricted
 * entries, which `npm ci` skips on every platform they are not for, exactly as it would with the
 * full registry. Run after `npm install` changes the lock: `node scripts/lockfile-platform-stubs.mjs`.
 */
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const platformOf = (name) => {
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'].find((candidate) => name.includes(`-${candidate}-`));
  if (name.endsWith('wasm32-wasi')) return { cpu: ['wasm32'] };
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'arm'].find((candidate) => name.includes(`-${candidate}`));
  const libc = /-(gnu|gnueabihf)$/.test(name) ? ['glibc'] : /-musl(eabihf)?$/.test(name) ? ['musl'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
};

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), dev: entry.dev, optional: true, ...platform };
    added++;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-only optional entries`);
