/**
 * The production topology (deploy/nginx/, docs/decisions/0014-production-topology.md) started
 * once per worker for the topology project's files, which run one after the other in one worker
 * (tests/playwright.config.ts): nginx as the remotes' static origin (:8081) and as the load
 * balancer and shared page cache (:8080) in front of two instances of the shell's server (`node
 * server/main.ts` on :3100 and :3101, ops ports :9470 and :9471), with the Supabase stand-in and
 * MailDev the e2e composition already runs. The remotes are published to the origin as releases
 * and the servers learn them from its discovery document (docs/decisions/0019-remote-releases.md).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { localAnonKey, startTopology, type Topology } from '../../scripts/lib/topology.ts';
// The e2e fixtures: page loads wait for hydration, and uncaught page errors fail the test.
import { test as base } from '../e2e/fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const test = base.extend<object, { topology: Topology }>({
  topology: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const topology = await startTopology({
        // A fixed folder: a run killed midway leaves processes the next one stops (scripts/lib/topology.ts).
        runDir: path.join(os.tmpdir(), 'meridian-topology-e2e'),
        supabaseUrl: 'http://localhost:54321',
        supabaseAnonKey: localAnonKey(),
        output: 'files',
        // Long enough to see /readyz fail while the instance still serves.
        instanceEnv: { SHUTDOWN_DELAY_MS: '500', LOG_LEVEL: 'warn' },
      });
      await use(topology);
      await topology.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export interface ReleaseRun {
  status: number | null;
  output: string;
}

/** The release command as a team runs it (`npm run release -w mf-<remote> -- <args>`), against this topology's origin. */
export function release(topology: Topology, remote: string, ...args: string[]): ReleaseRun {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/release.ts'), '--remote', remote, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...topology.releaseEnv, RELEASE_ACTOR: 'e2e@meridian.test' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
