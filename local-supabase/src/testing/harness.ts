import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { defaultConfig, type StandInConfig } from '../config.ts';
import { openDatabase, sqlLocations, type Database } from '../db/database.ts';
import { createStandInServer } from '../http/server.ts';
import type { RealtimeService } from '../realtime/realtime-server.ts';
import { memoryLogger } from '../../../mail-worker/src/memory-logger.ts';
import { startOutboxWorker, type OutboxWorker } from '../../../mail-worker/src/outbox-worker.ts';

const repoRoot = path.resolve(__dirname, '../../..');

export async function freePort(): Promise<number> {
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
  /** the Realtime endpoint (tests drop its connections to prove a reconnect) */
  realtime: RealtimeService;
  /** what the outbox worker logged (JSON lines: deliveries, failed sends, failed rpc calls) */
  mailLog: string[];
  /** Moves the rate limiters' clock forward (the database's clock is untouched). */
  advanceRateLimitClock(ms: number): void;
  /**
   * Stops the outbox worker (if one runs) and starts a new one that sends to `smtpPort` (MailDev's
   * by default).
   */
  restartMailWorker(smtpPort?: number): Promise<void>;
  /** Stops the outbox worker, e.g. to run one with other settings; restartMailWorker starts it again. */
  stopMailWorker(): Promise<void>;
  /** every e-mail MailDev caught for `address`, oldest first */
  mailTo(address: string): Promise<CaughtMail[]>;
  /** waits for the next e-mail to `address` after `known` messages */
  nextMail(address: string, known: number): Promise<CaughtMail>;
  client(options?: { persist?: boolean }): SupabaseClient;
  /**
   * A confirmed account made as the service role would (no sign-up mail, no sign-up limit),
   * for tests that need accounts of their own; returns its id.
   */
  createConfirmedUser(email: string, password: string): Promise<string>;
  /**
   * One HTTP request to the stand-in from another loopback address (e.g. 127.0.0.2: another
   * client as far as the stand-in can tell; Linux routes all of 127/8 to the loopback interface).
   */
  requestFrom(
    localAddress: string,
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
  stop(): Promise<void>;
}

/**
 * A stand-in on free ports with an in-memory database (migrations + seed), Storage's files in a
 * temporary folder (config.storageDir, removed by stop()), the mail worker (mail-worker/, run in
 * this process: through the API with the service-role key, as the separate process does; unless
 * `mailWorker: false`), and a real MailDev child process, for tests that talk to it over HTTP like
 * the browser does.
 */
export async function startStandIn(
  overrides: Partial<StandInConfig> = {},
  { mailWorker = true }: { mailWorker?: boolean } = {},
): Promise<StandIn> {
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

  const { database } = await openDatabase(undefined, sqlLocations(repoRoot));
  const ownStorageDir = overrides.storageDir === undefined;
  const storageDir = overrides.storageDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-storage-'));
  const config = defaultConfig({
    port: 0,
    mailPollMs: 100,
    ...overrides,
    storageDir,
    smtp: { ...defaultConfig().smtp, port: smtpPort, ...overrides.smtp },
  });
  const logs: string[] = [];
  let clockOffsetMs = 0;
  const { server, realtime } = createStandInServer(config, database, {
    log: (message) => logs.push(message),
    now: () => Date.now() + clockOffsetMs,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.externalUrl = url;
  const mailLog: string[] = [];
  const startWorker = (port: number) =>
    startOutboxWorker({
      supabaseUrl: url,
      serviceRoleKey: config.serviceRoleKey,
      smtp: { host: config.smtp.host, port, secure: false },
      from: config.smtp.from,
      messageIdDomain: 'meridian-it.example',
      pollMs: config.mailPollMs,
      logger: memoryLogger(mailLog),
      graceMs: 5_000,
    });
  let mailer: OutboxWorker | undefined = mailWorker ? startWorker(config.smtp.port) : undefined;

  const mailTo = async (address: string) => {
    const all = (await (await fetch(`${mailApi}/email`)).json()) as CaughtMail[];
    return all.filter((mail) => mail.to.some((to) => to.address === address));
  };

  return {
    url,
    config,
    maildevSmtpPort: smtpPort,
    database,
    realtime,
    mailLog,
    advanceRateLimitClock(ms) {
      clockOffsetMs += ms;
    },
    async restartMailWorker(port = smtpPort) {
      await mailer?.stop();
      mailer = startWorker(port);
    },
    async stopMailWorker() {
      await mailer?.stop();
      mailer = undefined;
    },
    mailTo,
    async nextMail(address, known) {
      // Generous: on a busy machine the worker's poll, SMTP and MailDev all slow down.
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        const mails = await mailTo(address);
        if (mails.length > known) return mails[mails.length - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no e-mail to ${address}`);
    },
    client: ({ persist = false } = {}) =>
      createClient(url, config.anonKey, { auth: { persistSession: persist, autoRefreshToken: false, detectSessionInUrl: false } }),
    async createConfirmedUser(email, password) {
      const id = crypto.randomUUID();
      await database.asService((tx) =>
        tx.query(
          `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, recovery_token, raw_app_meta_data, raw_user_meta_data)
           values ($1, 'authenticated', 'authenticated', $2, extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '',
                   '{"provider":"email","providers":["email"]}', '{}')`,
          [id, email, password],
        ),
      );
      return id;
    },
    requestFrom(localAddress, path, { method = 'GET', headers = {}, body } = {}) {
      return new Promise((resolve, reject) => {
        const request = http.request(`${url}${path}`, { method, headers, localAddress }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
        });
        request.on('error', reject);
        request.end(body);
      });
    },
    async stop() {
      await mailer?.stop();
      server.close();
      server.closeAllConnections();
      await database.close();
      if (ownStorageDir) fs.rmSync(storageDir, { recursive: true, force: true });
      maildev.kill();
      if (logs.length) console.warn(logs.join('\n'));
    },
  };
}
