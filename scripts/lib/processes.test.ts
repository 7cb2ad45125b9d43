import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLauncher } from './processes.ts';

/**
 * The launcher behind `npm start`, `npm run dev` and `npm run build` (processes.ts): lines come out
 * whole and prefixed by their child, a crashed child stops the others and the launcher with its
 * exit code, and SIGINT stops every child with SIGTERM. `node --test scripts/lib/processes.test.ts`.
 */

/** What the launcher writes, collected, and each write as it came. */
function collector() {
  let text = '';
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      writes.push(chunk.toString());
      done();
    },
  });
  return { stream, writes, lines: () => text.split('\n').filter(Boolean) };
}

// The services below end by themselves after 15 s, so a broken launcher leaves nothing running.

/** A Node.js child running `source`, with `dir` for the files two children use to take turns. */
const nodeChild = (source: string, dir: string): [string, string[]] => [process.execPath, ['-e', source, dir]];

test('every line comes out whole and prefixed, even when another child writes in the middle of it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-lines-'));
  // `first` starts a line, `second` writes a whole line while it is open, then `first` ends it.
  const waitFor = `const waitFor = (name) => new Promise((done) => { const poll = () => fs.existsSync(path.join(process.argv[1], name)) ? setTimeout(done, 300) : setTimeout(poll, 20); poll(); });`;
  const first = `const fs = require('node:fs'); const path = require('node:path'); ${waitFor}
    process.stdout.write('alpha, begun ');
    setTimeout(async () => { fs.writeFileSync(path.join(process.argv[1], 'begun'), ''); await waitFor('interrupted'); process.stdout.write('and ended\\nomega without a line feed'); }, 300);`;
  const second = `const fs = require('node:fs'); const path = require('node:path'); ${waitFor}
    waitFor('begun').then(() => { process.stdout.write('beta, whole\\n'); setTimeout(() => fs.writeFileSync(path.join(process.argv[1], 'interrupted'), ''), 300); });`;
  const output = collector();
  const launcher = createLauncher({ output: output.stream, exit: () => assert.fail('nothing crashed') });
  try {
    await Promise.all([launcher.run('first', ...nodeChild(first, dir)), launcher.run('second', ...nodeChild(second, dir))]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(output.lines(), ['[second] beta, whole', '[first] alpha, begun and ended', '[first] omega without a line feed']);
  // One write per line, prefix included: a reader that labels each write keeps the line whole.
  assert.ok(
    output.writes.every((write) => /^\[(first|second)\] .*\n$/.test(write)),
    JSON.stringify(output.writes),
  );
});

test('a crashed child stops the others (SIGTERM, they drain) and the launcher exits with its code', async () => {
  const output = collector();
  let exited: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const launcher = createLauncher({ output: output.stream, exit: (code) => exited(code) });
  const service = launcher.start('service', process.execPath, [
    '-e',
    `console.log('serving'); process.on('SIGTERM', () => { console.log('SIGTERM: draining'); setTimeout(() => process.exit(0), 200); }); setTimeout(() => {}, 15_000);`,
  ]);
  launcher.start('crashing', process.execPath, ['-e', `setTimeout(() => { console.error('broken'); process.exit(3); }, 500);`]);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the launcher did not stop within 10 s')), 10_000);
  });
  try {
    assert.equal(await Promise.race([exitCode, timeout]), 3);
  } finally {
    clearTimeout(timer);
    service.kill('SIGKILL');
  }
  assert.equal(service.state, 'exited');
  const lines = output.lines();
  assert.ok(lines.includes('[crashing] broken'), lines.join('\n'));
  assert.ok(lines.includes('[service] SIGTERM: draining'), lines.join('\n'));
  assert.ok(
    lines.indexOf('[crashing] broken') < lines.indexOf('[service] SIGTERM: draining'),
    'the service stops after the crash, not before',
  );
});

test('SIGINT to the launching process stops every child with SIGTERM, the last started first, and exits 0', async () => {
  const processes = path.join(import.meta.dirname, 'processes.ts');
  // Each service drains for 200 ms after SIGTERM; the worker needs the database while it does.
  const service = (name: string) =>
    `console.log('${name} ready'); process.on('SIGTERM', () => { console.log('SIGTERM: draining'); setTimeout(() => { console.log('drained'); process.exit(0); }, 200); }); process.on('SIGINT', () => {}); setTimeout(() => {}, 15_000);`;
  const script = `import { launcher } from ${JSON.stringify(processes)};
    launcher.stopOnSignals();
    launcher.start('database', process.execPath, ['-e', ${JSON.stringify(service('database'))}]);
    launcher.start('worker', process.execPath, ['-e', ${JSON.stringify(service('worker'))}]);`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  let interrupted = false;
  parent.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (!interrupted && text.includes('[database] database ready') && text.includes('[worker] worker ready'))
      interrupted = parent.kill('SIGINT');
  });
  const code = await new Promise<number | null>((resolve) => parent.on('close', resolve));
  assert.equal(code, 0, text);
  const stopping = text.split('\n').filter((line) => /SIGTERM|drained/.test(line));
  assert.deepEqual(stopping, ['[worker] SIGTERM: draining', '[worker] drained', '[database] SIGTERM: draining', '[database] drained']);
});
