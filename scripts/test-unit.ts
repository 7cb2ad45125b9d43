/**
 * `npm run test:unit`: every workspace's unit tests. jest runs one worker on a two-core machine,
 * so the stand-in's suite (the longest: embedded PostgreSQL and PGlite) runs beside the others
 * instead of after them. Each run's output is printed whole when it ends, so logs stay readable.
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

/** Runs `npm test` in the workspaces one after another; resolves with whether all passed. */
async function runInTurn(names: string[]): Promise<boolean> {
  let passed = true;
  for (const name of names) {
    const ok = await new Promise<boolean>((resolve) => {
      const chunks: Buffer[] = [];
      const child = spawn('npm', ['test', '--silent', '-w', name], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString('utf8')}`);
        resolve(code === 0);
      });
    });
    if (!ok) console.error(`${name}: unit tests failed`);
    passed &&= ok;
  }
  return passed;
}

const results = await Promise.all([
  runInTurn(workspaces.filter((name) => name === longest)),
  runInTurn(workspaces.filter((name) => name !== longest)),
]);
process.exit(results.every(Boolean) ? 0 : 1);
