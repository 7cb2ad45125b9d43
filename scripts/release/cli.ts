import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from '../../shared/build/apps.ts';
import type { DiscoveryDocument, DiscoveryVersion, ReleaseRecord } from '../../shared/release/discovery.ts';
import { createPreviewToken, minimumSecretLength } from '../../shared/release/signed-values.ts';
import {
  assertNotPublished,
  withdrawCandidate,
  defaultRetentionDays,
  defaultVersionName,
  promote,
  prune,
  publishVersion,
  readDiscovery,
  ReleaseError,
  remoteVersions,
  rollback,
  setCanary,
  type Actor,
} from './actions.ts';
import { checkBudgets, figureLabel, formatBudgetRows, measureDist, measureFigures, readBudgets, type Figures } from './budgets.ts';
import { checkCanary } from './canary-check.ts';
import { auditRelease, formatLighthouseRows, lighthouseAuditor, type Auditor } from './lighthouse-budgets.ts';
import { errorRate, fetchMetricsTexts, figuresByVersion, type VersionFigures } from './metrics.ts';
import { createFolderStore, type OriginStore } from './origin-store.ts';

/**
 * `npm run release -w <remote> -- <command>` (or `node scripts/release.ts --remote <name> <command>`):
 * the release command a team runs for its remote. docs/releases.md is its manual.
 */

export const exitCodes = {
  ok: 0,
  /** refused (a budget, a rule of the release) or failed */
  failed: 1,
  usage: 2,
  /** check-canary rolled the canary back */
  rolledBack: 3,
} as const;

export const usage = `Usage: npm run release -w <remote workspace> -- <command> [options]
       node scripts/release.ts --remote <name> <command> [options]

Commands:
  publish [--version NAME] [--dist DIR] [--skip-lighthouse]
                                  upload the built dist/ (or DIR) as a new version (checked against budgets.json:
                                  bytes before the upload, then Lighthouse on the site through preview links,
                                  withdrawn when over); not served until canary/promote (a remote's first
                                  version goes live at once)
  preview [VERSION] [--path /p] [--hours 24]
                                  print a signed link that shows VERSION (default: the newest candidate) to
                                  whoever opens it
  canary PERCENT [VERSION]        serve VERSION (default: the newest candidate) to PERCENT (1-99) of visitors
  promote [VERSION]               make VERSION (default: the canary, else the newest candidate) live for everyone
  rollback                        stop the canary; with none, make the previous version live again
  status                          live, canary, previous and candidate versions (with error reports and Web Vitals
                                  when RELEASE_METRICS_URLS is set)
  check-canary                    roll the canary back if its error rate is too high (exit 3 when it did)
  prune                           delete versions past retention (RELEASE_RETENTION_DAYS, default ${defaultRetentionDays})

Environment: RELEASE_ORIGIN_DIR (required), RELEASE_ORIGIN_URL (publish), RELEASE_SECRET and RELEASE_SITE_URL
(preview, and publish with Lighthouse budgets), RELEASE_ACTOR, RELEASE_RETENTION_DAYS, RELEASE_METRICS_URLS and METRICS_TOKEN (status, check-canary).`;

class UsageError extends Error {}

export interface CliContext {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** the folder the command runs in (npm runs a workspace's script in the workspace) */
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
  /** the store to use instead of RELEASE_ORIGIN_DIR's folder (tests) */
  store?: OriginStore;
  fetcher?: typeof fetch;
  /** the remote's workspace folder (its dist/ and budgets.json) instead of the repository's (tests) */
  workspaceDir?: string;
  /** what audits a page with Lighthouse instead of the bench harness (tests) */
  audit?: Auditor;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The remote: `--remote` (federation name or workspace), else the workspace the command runs in. */
function resolveRemote(given: string | undefined, cwd: string): { remote: string; workspace: string } {
  const remotes = apps.filter((app) => app.kind === 'remote');
  if (given) {
    const app = remotes.find((candidate) => candidate.federationName === given || candidate.workspace === given);
    if (!app) throw new UsageError(`"${given}" is not a remote (${remotes.map((r) => r.federationName).join(', ')})`);
    return { remote: app.federationName, workspace: app.workspace };
  }
  const packageFile = path.join(cwd, 'package.json');
  const name = fs.existsSync(packageFile) ? (JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { name?: string }).name : undefined;
  const app = remotes.find((candidate) => candidate.workspace === name);
  if (!app) throw new UsageError('which remote? run it as `npm run release -w mf-support -- ...` or pass --remote support');
  return { remote: app.federationName, workspace: app.workspace };
}

function actorOf(env: NodeJS.ProcessEnv): string {
  if (env.RELEASE_ACTOR) return env.RELEASE_ACTOR;
  try {
    const email = execFileSync('git', ['config', 'user.email'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (email) return email;
  } catch {
    // no git, or no email configured
  }
  return env.USER ?? env.USERNAME ?? 'unknown';
}

const required = (env: NodeJS.ProcessEnv, name: string, why: string) => {
  const value = env[name];
  if (!value) throw new UsageError(`${name} is not set: ${why}`);
  return value;
};

/** RELEASE_SECRET, which signs preview links as the servers do. */
function secretFrom(env: NodeJS.ProcessEnv): string {
  const secret = required(env, 'RELEASE_SECRET', 'preview links are signed with the servers’ secret');
  if (secret.length < minimumSecretLength) throw new UsageError(`RELEASE_SECRET must be at least ${minimumSecretLength} characters`);
  return secret;
}

const when = (iso: string | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '?');
const nameOf = (entry: DiscoveryVersion) => entry.metadata.version;
const releaseOf = (entry: DiscoveryVersion) => (entry.extras?.release ?? {}) as Partial<ReleaseRecord>;

function describe(entry: DiscoveryVersion): string {
  const release = releaseOf(entry);
  const parts = [`released ${when(release.releasedAt)} by ${release.releasedBy ?? '?'}`];
  if (release.liveAt) parts.push(`live ${when(release.liveAt)} by ${release.liveBy ?? '?'}`);
  if (release.retiredAt) parts.push(`retired ${when(release.retiredAt)}`);
  const rolled = (entry.extras as { rolledBack?: { at: string; by: string } } | undefined)?.rolledBack;
  if (rolled) parts.push(`rolled back ${when(rolled.at)} by ${rolled.by}`);
  return parts.join(', ');
}

const seconds = (value: number) => `${Math.round(value * 1000)} ms`;

function metricsLine(figures: VersionFigures | undefined): string {
  if (!figures) return 'no reports yet';
  const vitals = figures.vitals;
  return [
    `${figures.visitors} visitors, ${figures.errorVisitors} with errors (${errorRate(figures).toFixed(2)} per 100 visitors), ${figures.errors} error reports`,
    vitals.LCP ? `LCP p75 ${seconds(vitals.LCP.p75)}` : null,
    vitals.INP ? `INP p75 ${seconds(vitals.INP.p75)}` : null,
    vitals.CLS ? `CLS p75 ${vitals.CLS.p75.toFixed(3)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The status lines of one remote (metrics: per version, when the servers' figures were read). */
export function formatStatus(document: DiscoveryDocument, remote: string, metrics: Map<string, VersionFigures> | null): string[] {
  const roles = remoteVersions(document, remote);
  if (!roles.live) return [`${remote}: nothing published yet`];
  const lines = [`${remote}:`];
  const line = (role: string, entry: DiscoveryVersion, share: string) => {
    lines.push(`  ${role.padEnd(10)} ${nameOf(entry).padEnd(12)} ${share.padStart(4)}  ${describe(entry)}`);
    if (metrics) lines.push(`  ${''.padEnd(10)} ${''.padEnd(12)} ${''.padStart(4)}  ${metricsLine(metrics.get(nameOf(entry)))}`);
  };
  line('live', roles.live, `${roles.live.deployment?.traffic ?? 0}%`);
  if (roles.canary) line('canary', roles.canary, `${roles.canary.deployment?.traffic ?? 0}%`);
  else lines.push('  canary     none');
  if (roles.previous) line('previous', roles.previous, '0%');
  for (const candidate of roles.candidates) line('candidate', candidate, '0%');
  const others = roles.retired.filter((entry) => entry !== roles.previous);
  if (others.length > 0) lines.push(`  also kept  ${others.map(nameOf).join(', ')} (retired or rolled back; pruned after retention)`);
  return lines;
}

async function liveFigures(store: OriginStore, remote: string, live: DiscoveryVersion | null): Promise<Figures | null> {
  if (!live) return null;
  const prefix = `${remote}/${nameOf(live)}/`;
  const manifest = await store.read(`${prefix}mf-manifest.json`);
  if (!manifest) return null;
  try {
    const pages = await store.read(`${prefix}page-chunks.json`);
    return await measureFigures(
      JSON.parse(manifest.toString('utf8')),
      async (file) => {
        const body = (await store.read(`${prefix}${file}.br`)) ?? (await store.read(`${prefix}${file}`));
        return body ? body.length : null;
      },
      pages ? JSON.parse(pages.toString('utf8')) : null,
    );
  } catch {
    return null;
  }
}

const metricsUrls = (env: NodeJS.ProcessEnv) =>
  (env.RELEASE_METRICS_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

async function metricsFigures(ctx: CliContext, remote: string): Promise<Map<string, VersionFigures> | null> {
  const urls = metricsUrls(ctx.env);
  if (urls.length === 0) return null;
  return figuresByVersion(await fetchMetricsTexts(urls, ctx.env.METRICS_TOKEN || undefined, ctx.fetcher), remote);
}

/** Runs the command; resolves with the exit code. */
export async function runCli(ctx: CliContext): Promise<number> {
  const { err } = ctx;
  try {
    return await run(ctx);
  } catch (error) {
    if (error instanceof UsageError) {
      err(`release: ${error.message}`);
      err('');
      err(usage);
      return exitCodes.usage;
    }
    if (error instanceof ReleaseError) {
      err(`Refused: ${error.message}`);
      return exitCodes.failed;
    }
    err(`release failed: ${(error as Error).message}`);
    return exitCodes.failed;
  }
}

async function run(ctx: CliContext): Promise<number> {
  const { out, env } = ctx;
  let parsed;
  try {
    parsed = parseArgs({
      args: ctx.argv,
      allowPositionals: true,
      options: {
        remote: { type: 'string' },
        version: { type: 'string' },
        dist: { type: 'string' },
        path: { type: 'string' },
        hours: { type: 'string' },
        'skip-lighthouse': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') {
    out(usage);
    return exitCodes.ok;
  }
  if (!command) throw new UsageError('no command given');
  const commands = ['publish', 'preview', 'canary', 'promote', 'rollback', 'status', 'check-canary', 'prune'];
  if (!commands.includes(command)) throw new UsageError(`unknown command "${command}"`);
  const maxPositionals = { canary: 2, preview: 1, promote: 1 }[command] ?? 0;
  if (rest.length > maxPositionals) throw new UsageError(`too many arguments for ${command}: ${rest.join(' ')}`);
  const { remote, workspace } = resolveRemote(values.remote, ctx.cwd);
  const store = ctx.store ?? createFolderStore(path.resolve(required(env, 'RELEASE_ORIGIN_DIR', 'the folder of the static origin')));
  const who = (): Actor => ({ actor: actorOf(env), now: ctx.now?.() ?? new Date() });
  const workspaceDir = ctx.workspaceDir ?? path.join(repoRoot, workspace);
  const hint = `npm run release -w ${workspace} --`;

  switch (command) {
    case 'publish': {
      const originUrl = required(env, 'RELEASE_ORIGIN_URL', "the origin's public base URL, written into discovery.json");
      // A build elsewhere (a CI artefact) instead of the workspace's dist/.
      const distDir = values.dist ? path.resolve(ctx.cwd, values.dist) : path.join(workspaceDir, 'dist');
      const version = values.version ?? defaultVersionName(distDir);
      const budgetsFile = path.join(workspaceDir, 'budgets.json');
      const budgets = fs.existsSync(budgetsFile) ? readBudgets(budgetsFile) : { brotliBytes: {} };
      const lighthouse = values['skip-lighthouse'] ? undefined : budgets.lighthouse;
      // Checked before anything is uploaded.
      const audited = lighthouse
        ? {
            siteUrl: required(env, 'RELEASE_SITE_URL', 'Lighthouse budgets audit the site (or pass --skip-lighthouse)').replace(/\/+$/, ''),
            secret: secretFrom(env),
          }
        : null;
      const { document } = await readDiscovery(store);
      assertNotPublished(document, remote, version);
      const live = remoteVersions(document, remote).live;
      const rows = checkBudgets(await measureDist(distDir), budgets, await liveFigures(store, remote, live));
      out(`Budgets of ${remote} ${version} (bytes sent with brotli; ${path.relative(repoRoot, budgetsFile)}):`);
      for (const line of formatBudgetRows(rows, live ? nameOf(live) : null)) out(`  ${line}`);
      const over = rows.filter((row) => row.over);
      if (over.length > 0) {
        ctx.err(
          `Refused: ${remote} ${version} is over budget (${over.map((row) => `${figureLabel(row.key)}: ${row.bytes} > ${row.budget}`).join(', ')}). ` +
            `Make it smaller, or raise the budget in ${path.relative(repoRoot, budgetsFile)} in a reviewed change.`,
        );
        return exitCodes.failed;
      }
      const result = await publishVersion(store, { remote, distDir, originUrl, version, ...who() });
      out(`Published ${remote} ${result.version} (${result.files} files): ${result.url}`);
      if (result.live) {
        out(`It is live: ${remote} had no live version${lighthouse ? ' (so no Lighthouse budgets: nothing to compare in the site)' : ''}.`);
        return exitCodes.ok;
      }
      if (audited && lighthouse && live) {
        const runs = lighthouse.runs ?? 3;
        out(`Lighthouse on ${audited.siteUrl} through preview links (mobile, simulated throttling, median of ${runs}):`);
        const candidate = { name: result.version, base: new URL('.', result.url).href };
        let audit;
        try {
          audit = await auditRelease({
            ...audited,
            remote,
            candidate,
            live: { name: nameOf(live), base: new URL('.', live.url).href },
            budgets: lighthouse,
            audit: ctx.audit ?? lighthouseAuditor,
            now: who().now,
          });
        } catch (error) {
          // Unchecked, it is not released: taken back, so the same build can be published again.
          await withdrawCandidate(store, remote, result.version);
          throw new ReleaseError(`the Lighthouse audit failed, so ${remote} ${result.version} was withdrawn: ${(error as Error).message}`);
        }
        for (const line of formatLighthouseRows(audit, nameOf(live))) out(`  ${line}`);
        const slow = audit.filter((row) => row.over);
        if (slow.length > 0) {
          await withdrawCandidate(store, remote, result.version);
          ctx.err(
            `Refused: ${remote} ${result.version} is over its Lighthouse budget (${slow.map((row) => `${row.page} ${row.figure} ${row.value}`).join(', ')}); ` +
              `it was withdrawn and its files deleted. Make it faster, or change the budget in ${path.relative(repoRoot, budgetsFile)} in a reviewed change.`,
          );
          return exitCodes.failed;
        }
      } else if (budgets.lighthouse) out('Lighthouse budgets not checked (--skip-lighthouse).');
      out(`Not served yet. Next: \`${hint} preview ${result.version}\`, then \`${hint} canary 5\`.`);
      return exitCodes.ok;
    }
    case 'preview': {
      const secret = secretFrom(env);
      const siteUrl = required(env, 'RELEASE_SITE_URL', 'the site the link opens (https://www.example.com)').replace(/\/+$/, '');
      const hours = values.hours === undefined ? 24 : Number(values.hours);
      if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) throw new UsageError('--hours must be a number of hours from 0 to 720');
      const { document } = await readDiscovery(store);
      const roles = remoteVersions(document, remote);
      const version = rest[0] ?? values.version ?? (roles.candidates[0] ?? roles.canary)?.metadata.version;
      if (!version) throw new ReleaseError(`${remote} has no candidate or canary to preview: name a version (see \`status\`)`);
      if (!document.microFrontends[remote]?.some((entry) => nameOf(entry) === version)) {
        throw new ReleaseError(`${remote} has no published version "${version}" (see \`status\`)`);
      }
      const routes = await store.read(`${remote}/${version}/routes.json`);
      const firstPage = routes ? (JSON.parse(routes.toString('utf8')) as { pages?: { path: string }[] }).pages?.[0]?.path : undefined;
      const pagePath = values.path ?? firstPage ?? '/';
      const now = who().now;
      const expiresAt = Math.floor(now.getTime() / 1000 + hours * 3600);
      const token = createPreviewToken(secret, { remote, version, expiresAt, path: pagePath });
      out(`Preview of ${remote} ${version}, opening ${pagePath}, valid until ${when(new Date(expiresAt * 1000).toISOString())}:`);
      out(`${siteUrl}/_release/preview?token=${token}`);
      out('Whoever opens it sees this version until the link expires or they leave the preview.');
      return exitCodes.ok;
    }
    case 'canary': {
      const [percentText, version] = rest;
      if (percentText === undefined || !/^\d+$/.test(percentText)) throw new UsageError('canary needs a whole percentage: `canary 5`');
      const result = await setCanary(store, remote, Number(percentText), version ?? values.version, who());
      const live = remoteVersions(result.document, remote).live!;
      out(`${remote} ${result.version} is in canary for ${percentText}% of visitors; ${nameOf(live)} stays live for the rest.`);
      out(`Watch it with \`${hint} status\` (or \`check-canary\` on a schedule); then \`promote\` or \`rollback\`.`);
      return exitCodes.ok;
    }
    case 'promote': {
      const result = await promote(store, remote, rest[0] ?? values.version, who());
      out(
        `${remote} ${result.version} is live for every visitor.${result.retired ? ` ${result.retired} is now the previous version.` : ''}`,
      );
      return exitCodes.ok;
    }
    case 'rollback': {
      const result = await rollback(store, remote, who());
      out(
        result.kind === 'canary'
          ? `${remote} canary ${result.stopped} stopped; every visitor is back on ${result.live}.`
          : `${remote} ${result.live} is live again; ${result.stopped} is off the air.`,
      );
      return exitCodes.ok;
    }
    case 'status': {
      const { document } = await readDiscovery(store);
      let metrics: Map<string, VersionFigures> | null = null;
      try {
        metrics = await metricsFigures(ctx, remote);
      } catch (error) {
        ctx.err(`(no figures: ${(error as Error).message})`);
      }
      for (const line of formatStatus(document, remote, metrics)) out(line);
      return exitCodes.ok;
    }
    case 'check-canary': {
      const urls = metricsUrls(env);
      if (urls.length === 0) throw new UsageError('RELEASE_METRICS_URLS is not set: check-canary judges the servers’ figures');
      const verdict = await checkCanary(store, remote, await fetchMetricsTexts(urls, env.METRICS_TOKEN || undefined, ctx.fetcher), who());
      if (verdict.decision === 'no-canary') {
        out(`${remote}: no canary runs; nothing to check.`);
        return exitCodes.ok;
      }
      if (verdict.decision === 'too-early') {
        out(
          `${remote} canary ${verdict.canary}: ${verdict.canaryVisitors} visitors so far, ${verdict.minVisitors} needed to judge; left running.`,
        );
        return exitCodes.ok;
      }
      const figuresText = `${verdict.canaryRate.toFixed(2)} visitors with errors per 100 visitors over ${verdict.canaryVisitors} visitors; live ${verdict.live}: ${verdict.liveRate.toFixed(2)} over ${verdict.liveVisitors}`;
      if (!verdict.rolledBack) {
        out(`${remote} canary ${verdict.canary} is healthy: ${figuresText}.`);
        return exitCodes.ok;
      }
      out(`${remote} canary ${verdict.canary} ROLLED BACK: ${figuresText}. Every visitor is back on ${verdict.live}.`);
      return exitCodes.rolledBack;
    }
    case 'prune': {
      const days = env.RELEASE_RETENTION_DAYS === undefined ? defaultRetentionDays : Number(env.RELEASE_RETENTION_DAYS);
      if (!Number.isFinite(days) || days < 0) throw new UsageError('RELEASE_RETENTION_DAYS must be a number of days');
      const removed = await prune(store, remote, who().now, days);
      out(
        removed.length > 0
          ? `${remote}: deleted ${removed.join(', ')} (past ${days} days of retention).`
          : `${remote}: nothing past ${days} days of retention.`,
      );
      return exitCodes.ok;
    }
  }
  throw new UsageError(`unknown command "${command}"`);
}
