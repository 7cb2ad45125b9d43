/**
 * Stand-in figures for `npm run bench`: cold start (empty data folder: migrations + seed) and
 * warm start, sign-in latency, and authenticated client_projects reads under load from a second
 * HTTP client on loopback (autocannon).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { defaultConfig } from '../local-supabase/src/config.ts';
import { openDatabase, sqlLocations } from '../local-supabase/src/db/database.ts';
import { createStandInServer } from '../local-supabase/src/http/server.ts';
import { repoRoot } from './lib/builds.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What the issue asks of the stand-in on this machine. */
export const backendGoals = { readsPerSecond: 500, p99Ms: 50 } as const;

/** Throughput and latency of one load run, from autocannon's result (in process or its CLI's --json). */
export interface ThroughputFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  connections: number;
  seconds: number;
}

export function throughputOf(
  result: { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number },
  connections: number,
  seconds: number,
): ThroughputFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    connections,
    seconds,
  };
}

export interface BackendFigures {
  coldStartMs: number;
  warmStartMs: number;
  signInMedianMs: number;
  /** one REST read's latency alone, and while eight sign-ins (bcrypt) run at once */
  readDuringSignIns: { idleMedianMs: number; busyMedianMs: number };
  reads: ThroughputFigures;
}

export async function benchBackend(): Promise<BackendFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-supabase-'));
  const locations = sqlLocations(repoRoot);
  let started = performance.now();
  const cold = await openDatabase(dataDir, locations);
  const coldStartMs = Math.round(performance.now() - started);
  await cold.database.close();
  started = performance.now();
  const { database } = await openDatabase(dataDir, locations);
  const warmStartMs = Math.round(performance.now() - started);

  const config = defaultConfig({ port: 0 });
  const { server } = createStandInServer(config, database);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.externalUrl = url;

  const signInTimes: number[] = [];
  let token = '';
  // Fewer than the per-address sign-in limit (10 per 5 minutes).
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now();
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'DemoPass123!' }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    token = ((await response.json()) as { access_token: string }).access_token;
    signInTimes.push(performance.now() - t0);
  }

  // Password hashing must not hold the database: reads stay fast while sign-ins hash.
  const timedRead = async () => {
    const t0 = performance.now();
    const response = await fetch(`${url}/rest/v1/client_projects?select=id`, {
      headers: { apikey: config.anonKey, authorization: `Bearer ${token}` },
    });
    await response.text();
    return performance.now() - t0;
  };
  const idleReads: number[] = [];
  for (let i = 0; i < 20; i++) idleReads.push(await timedRead());
  const signIns = Array.from({ length: 8 }, () =>
    fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'other@example.com', password: 'DemoPass123!' }),
    }).then((response) => response.text()),
  );
  const busyReads: number[] = [];
  for (let i = 0; i < 8; i++) busyReads.push(await timedRead());
  await Promise.all(signIns);

  const seconds = 10;
  const connections = 10;
  const result = await autocannon({
    url: `${url}/rest/v1/client_projects?select=*&order=created_at.desc`,
    connections,
    duration: seconds,
    headers: { apikey: config.anonKey, authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`reads failed: ${result.non2xx} non-2xx, ${result.errors} errors`);
  server.close();
  server.closeAllConnections();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    coldStartMs,
    warmStartMs,
    signInMedianMs: Math.round(median(signInTimes)),
    readDuringSignIns: { idleMedianMs: Math.round(median(idleReads)), busyMedianMs: Math.round(median(busyReads)) },
    reads: throughputOf(result, connections, seconds),
  };
}
