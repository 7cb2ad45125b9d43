/**
 * Killed with SIGKILL in the middle of writes, the stand-in restarts on a database that opens
 * cleanly and holds every write it acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { localAnonKey } from './config.ts';

const main = path.resolve(__dirname, 'main.ts');
const port = 54400 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-'));

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, LOCAL_SUPABASE_PORT: String(port), LOCAL_SUPABASE_DATA: dataDir, LOCAL_SUPABASE_SMTP_PORT: '9' },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const poll = setInterval(async () => {
      try {
        if ((await fetch(`${url}/health`)).ok) {
          clearInterval(poll);
          resolve(child);
        }
      } catch {
        // starting
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`stand-in exited with ${code}`));
    });
  });
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('keeps every acknowledged write across a SIGKILL', async () => {
  let child = await start();
  const client = () => createClient(url, localAnonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const acknowledged: string[] = [];
  let stop = false;
  // Several writers sign up new accounts (each a committed transaction) until the kill.
  const writer = async (id: number) => {
    for (let i = 0; !stop; i++) {
      const email = `durable-${id}-${i}@example.com`;
      try {
        const { error } = await client().auth.signUp({ email, password: 'Durable-pass-1' });
        if (!error) acknowledged.push(email);
      } catch {
        return;
      }
    }
  };
  const writers = [0, 1, 2].map(writer);
  // Killed once a few writes are acknowledged (not after a fixed time: a busy machine is slow),
  // while the writers are still writing.
  for (const deadline = Date.now() + 60_000; acknowledged.length < 6 && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThan(3);

  child = await start();
  try {
    // Each account is there with its password: the answer for an unconfirmed account comes only
    // after the password matched (a missing account or a lost hash answers invalid_credentials).
    for (const email of acknowledged) {
      const { error } = await client().auth.signInWithPassword({ email, password: 'Durable-pass-1' });
      expect({ email, code: error?.code }).toEqual({ email, code: 'email_not_confirmed' });
    }
    // Demo data and schema are intact too.
    const demo = client();
    await demo.auth.signInWithPassword({ email: 'demo@example.com', password: 'DemoPass123!' });
    expect((await demo.from('client_projects').select('id')).data?.length).toBeGreaterThan(0);
  } finally {
    child.kill('SIGTERM');
  }
}, 120_000);
