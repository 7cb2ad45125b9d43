import { Link } from '@meridian/shared/runtime/router';

export interface BreadcrumbItem {
  label: string;
  /** omitted for the current page, which is the last item */
  to?: string;
}

/** A breadcrumb trail: a labelled nav with an ordered list, the current page marked aria-current. */
export function Breadcrumb({ label, items }: { label: string; items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <Link className="ui-link" to={item.to}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
