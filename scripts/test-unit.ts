/**
 * `npm run test:unit`: every workspace's unit tests. jest runs one worker on a two-core machine,
 * so the work is split into two lanes that run side by side: the stand-in's suite (the longest:
 * embedded PostgreSQL and PGlite) is cut in two jest shards, each lane runs one of them and some
 * of the other workspaces; the second also runs the scripts' own tests (scripts/lib/ and
 * scripts/release/, *.test.ts).
 * Each run's output is printed whole when it ends, so logs stay readable.
 * A run that ran no tests fails (read from its summary by testsRan): `node --test` passes a glob that
 * matches nothing, so a moved or renamed test file would otherwise leave its lane green and empty.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testsRan } from './lib/test-count.ts';

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

/** The tests of these scripts themselves (node:test, beside the code in scripts/lib/ and scripts/release/); one run per glob, so each must find tests. */
const scriptTests: Run[] = ['scripts/lib/*.test.ts', 'scripts/release/*.test.ts'].map((glob) => ({
  name: `scripts ${glob}`,
  command: [process.execPath, '--test', glob],
}));

/** Runs `npm test` in the workspaces one after another; resolves with whether all passed and ran some tests. */
async function runInTurn(lane: string, runs: Run[]): Promise<boolean> {
  let passed = true;
  let total = 0;
  for (const { name, shard, command } of runs) {
    const label = `${name}${shard ? ` (shard ${shard})` : ''}`;
    const ok = await new Promise<boolean>((resolve) => {
      const chunks: Buffer[] = [];
      const args = ['test', '--silent', '-w', name, ...(shard ? ['--', `--shard=${shard}`] : [])];
      const [file, ...rest] = command ?? ['npm', ...args];
      const child = spawn(file, rest, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code) => {
        const output = Buffer.concat(chunks).toString('utf8');
        process.stdout.write(`\n── ${label} ──\n${output}`);
        const ran = testsRan(output) ?? 0;
        total += ran;
        if (code === 0 && ran === 0) console.error(`${label}: ran no tests (a pattern that matches nothing?)`);
        resolve(code === 0 && ran > 0);
      });
    });
    if (!ok) console.error(`${label}: unit tests failed`);
    passed &&= ok;
  }
  console.log(`\n${lane}: ${total} tests ran`);
  return passed && total > 0;
}

// The two longest browser-side suites follow the first shard; the rest precede the second, so both
// lanes take about as long (measured: about 110 s each on the two-core machine, 147 s unsplit).
const firstLane = ['mf-portal', 'mf-marketing'];
const results = await Promise.all([
  runInTurn('lane 1', [{ name: longest, shard: '1/2' }, ...firstLane.map((name) => ({ name }))]),
  runInTurn('lane 2', [
    ...workspaces.filter((name) => name !== longest && !firstLane.includes(name)).map((name) => ({ name })),
    ...scriptTests,
    { name: longest, shard: '2/2' },
  ]),
]);
process.exit(results.every(Boolean) ? 0 : 1);
