import type { Portfolio } from '../../content/types';

/** The headline figures under the page's introduction. */
export function PortfolioStats({ stats }: { stats: Portfolio['stats'] }) {
  return (
    <dl className="mk:mt-8 mk:grid mk:grid-cols-2 mk:gap-6 mk:lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="ui-card mk:flex mk:flex-col-reverse mk:gap-1">
          <dt className="mk:text-sm mk:text-muted">{stat.label}</dt>
          <dd className="mk:text-3xl mk:font-bold mk:text-brand">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
