import { readDiscovery, remoteVersions, rollback, type Actor } from './actions.ts';
import { defaultCanaryThresholds, figuresByVersion, judgeCanary, type CanaryThresholds, type CanaryVerdict } from './metrics.ts';
import type { OriginStore } from './origin-store.ts';

/**
 * The automatic rollback (`check-canary`, run on a schedule): judges `remote`'s running canary by
 * the servers' figures (their /metrics texts) and, when it fails the thresholds, rolls it back;
 * only that canary: if it was promoted or stopped since it was judged, nothing changes.
 */
export async function checkCanary(
  store: OriginStore,
  remote: string,
  metricsTexts: string[],
  who: Actor,
  thresholds: CanaryThresholds = defaultCanaryThresholds,
): Promise<CanaryVerdict & { rolledBack: boolean }> {
  const { document } = await readDiscovery(store);
  const { live, canary } = remoteVersions(document, remote);
  if (!live || !canary) return { decision: 'no-canary', rolledBack: false };
  const verdict = judgeCanary(figuresByVersion(metricsTexts, remote), live.metadata.version, canary.metadata.version, thresholds);
  if (verdict.decision !== 'failing') return { ...verdict, rolledBack: false };
  await rollback(store, remote, who, canary.metadata.version);
  return { ...verdict, rolledBack: true };
}
