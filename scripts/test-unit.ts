/**
 * `npm run test:unit`: every workspace's unit tests. jest runs one worker on a two-core machine,
 * so the work is split into two lanes that run side by side: the stand-in's suite (the longest:
 * embedded PostgreSQL and PGlite) is cut in two jest shards, each lane runs one of them and some
 * of the other workspaces; the second also runs the scripts' own tests (scripts/lib/ and
 * scripts/release/, *.test.ts).
 * Each run's output is printed whole when it ends, so logs stay readable.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter(
  (workspace) =>
    (JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.test,
);
const longest = 'local-supabase';

/** One `npm test` run: a workspace, or one jest shard of it ("1/2"); or another command. */
interface Run {
  name: string;
  shard?: string;
  command?: [string, ...string[]];
}

/** The tests of these scripts themselves (node:test, beside the code in scripts/lib/ and scripts/release/). */
const scriptTests: Run = { name: 'scripts', command: [process.execPath, '--test', 'scripts/lib/*.test.ts', 'scripts/release/*.test.ts'] };

/** Runs `npm test` in the workspaces one after another; resolves with whether all passed. */
async function runInTurn(runs: Run[]): Promise<boolean> {
  let passed = true;
  for (const { name, shard, command } of runs) {
    const ok = await new Promise<boolean>((resolve) => {
      const chunks: Buffer[] = [];
      const args = ['test', '--silent', '-w', name, ...(shard ? ['--', `--shard=${shard}`] : [])];
      const [file, ...rest] = command ?? ['npm', ...args];
      const child = spawn(file, rest, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n── ${name}${shard ? ` (shard ${shard})` : ''} ──\n${Buffer.concat(chunks).toString('utf8')}`);
        resolve(code === 0);
      });
    });
    if (!ok) console.error(`${name}: unit tests failed`);
    passed &&= ok;
  }
  return passed;
}

// The two longest browser-side suites follow the first shard; the rest precede the second, so both
// lanes take about as long (measured: about 110 s each on the two-core machine, 147 s unsplit).
const firstLane = ['mf-portal', 'mf-marketing'];
const results = await Promise.all([
  runInTurn([{ name: longest, shard: '1/2' }, ...firstLane.map((name) => ({ name }))]),
  runInTurn([
    ...workspaces.filter((name) => name !== longest && !firstLane.includes(name)).map((name) => ({ name })),
    scriptTests,
    { name: longest, shard: '2/2' },
  ]),
]);
process.exit(results.every(Boolean) ? 0 : 1);
