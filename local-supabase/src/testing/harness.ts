import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { defaultConfig, type StandInConfig } from '../config.ts';
import { openDatabase, sqlLocations, type Database } from '../db/database.ts';
import { createStandInServer } from '../http/server.ts';
import { startMailer } from '../mail/mailer.ts';

const repoRoot = path.resolve(__dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

export interface StandIn {
  url: string;
  config: StandInConfig;
  /** MailDev's SMTP port (the stand-in may be configured to send elsewhere) */
  maildevSmtpPort: number;
  database: Database;
  /** every e-mail MailDev caught for `address`, oldest first */
  mailTo(address: string): Promise<CaughtMail[]>;
  /** waits for the next e-mail to `address` after `known` messages */
  nextMail(address: string, known: number): Promise<CaughtMail>;
  client(options?: { persist?: boolean }): SupabaseClient;
  stop(): Promise<void>;
}

/**
 * A stand-in on free ports with an in-memory database (migrations + seed), its mailer, and a real
 * MailDev child process, for tests that talk to it over HTTP like the browser does.
 */
export async function startStandIn(overrides: Partial<StandInConfig> = {}): Promise<StandIn> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const maildev: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules/.bin/maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    {
      stdio: 'ignore',
    },
  );
  const mailApi = `http://127.0.0.1:${webPort}`;
  await waitFor(`${mailApi}/healthz`);

  const config = defaultConfig({
    port: 0,
    mailPollMs: 100,
    ...overrides,
    smtp: { ...defaultConfig().smtp, port: smtpPort, ...overrides.smtp },
  });
  const { database } = await openDatabase(undefined, sqlLocations(repoRoot));
  const logs: string[] = [];
  const { server } = createStandInServer(config, database, (message) => logs.push(message));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.externalUrl = url;
  const mailer = startMailer(config, database, () => {});

  const mailTo = async (address: string) => {
    const all = (await (await fetch(`${mailApi}/email`)).json()) as CaughtMail[];
    return all.filter((mail) => mail.to.some((to) => to.address === address));
  };

  return {
    url,
    config,
    maildevSmtpPort: smtpPort,
    database,
    mailTo,
    async nextMail(address, known) {
      for (let i = 0; i < 100; i++) {
        const mails = await mailTo(address);
        if (mails.length > known) return mails[mails.length - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no e-mail to ${address}`);
    },
    client: ({ persist = false } = {}) =>
      createClient(url, config.anonKey, { auth: { persistSession: persist, autoRefreshToken: false, detectSessionInUrl: false } }),
    async stop() {
      server.close();
      server.closeAllConnections();
      await mailer.stop();
      await database.close();
      maildev.kill();
      if (logs.length) console.warn(logs.join('\n'));
    },
  };
}
