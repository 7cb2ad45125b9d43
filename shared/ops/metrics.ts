import { Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsSettings {
  /** the deployable's name: a `service` label on every series */
  service: string;
}

/**
 * A Prometheus registry of one process: prom-client's default metrics (CPU, memory, heap, file
 * descriptors, GC, active handles) and the event loop's lag (`nodejs_eventloop_lag_seconds` and
 * its p50/p90/p99 since the last scrape), with no name prefix, so dashboards written for any Node
 * service apply. Each process has its own registry (never prom-client's global one), so tests and
 * several servers in one process do not share series. The application adds its own metrics to it.
 */
export function createMetrics({ service }: MetricsSettings): { registry: Registry } {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return { registry };
}

export type { Registry };
