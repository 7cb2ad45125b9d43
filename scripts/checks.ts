/**
 * `npm run lint`, `npm run typecheck`, and both at once in `npm test` (`node scripts/checks.ts lint
 * typecheck`). Each check is one single-threaded process (eslint, prettier, the lint rules' own
 * tests, one tsc per workspace), so on the two-core CI machine they run two at a time, in the order
 * listed: eslint first, the longest by far, beside the workspaces' tsc runs. Measured on that
 * machine: lint then typecheck one after another took about 210 s of CPU on one core.
 * Each check's output is printed whole when it ends, so logs stay readable; the exit code is 1 if
 * any check failed, and every check runs either way.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Check {
  name: string;
  command: [string, ...string[]];
}

const lint: Check[] = [
  { name: 'eslint', command: ['npx', 'eslint', '.'] },
  { name: 'prettier', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'lint rules', command: [process.execPath, '--test', 'scripts/lint-rules.test.ts'] },
];

const typecheck: Check[] = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces
  .filter(
    (workspace) =>
      (JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts
        ?.typecheck,
  )
  .map((workspace) => ({ name: `typecheck ${workspace}`, command: ['npm', 'run', 'typecheck', '--silent', '-w', workspace] }));

const groups: Record<string, Check[]> = { lint, typecheck };
const unknown = process.argv.slice(2).filter((name) => !(name in groups));
if (unknown.length > 0 || process.argv.length < 3) {
  console.error(
    `usage: node scripts/checks.ts ${Object.keys(groups).join('|')}...${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}
const queue = process.argv.slice(2).flatMap((name) => groups[name]!);

/** Runs one check; resolves with whether it passed. */
function run({ name, command: [file, ...args] }: Check): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n── ${name} (${seconds} s${code === 0 ? '' : `, failed with ${code}`}) ──\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      resolve(code === 0);
    });
  });
}

const failed: string[] = [];
const lane = async () => {
  for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed.push(check.name);
};
await Promise.all([lane(), lane()]);
if (failed.length > 0) console.error(`\nFailed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
