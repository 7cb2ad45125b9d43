import { DataTable } from '@meridian/shared/ui/DataTable';
import { PageSection } from '@meridian/shared/ui/PageSection';
import type { Portfolio } from '../../content/types';
import { useColumnLabel } from './use-column-label';

/** Performance metrics: one table per group, each metric with its value and trend. */
export function MetricsSection({ heading, metricGroups }: { heading: string; metricGroups: Portfolio['metricGroups'] }) {
  const column = useColumnLabel();
  return (
    <PageSection id="portfolio-metrics" heading={heading}>
      <div className="mk:grid mk:gap-8 mk:lg:grid-cols-2">
        {metricGroups.map((group) => (
          <DataTable
            key={group.category}
            caption={group.category}
            columns={[group.category, column('value'), column('trend')]}
            rows={group.metrics.map((metric) => [metric.name, metric.value, metric.trend])}
          />
        ))}
      </div>
    </PageSection>
  );
}
