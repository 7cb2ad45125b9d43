import { useId, useRef, type ReactNode } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface SearchFilterBarProps<Choice extends string> {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filter: { label: string; value: Choice; onChange: (value: Choice) => void; options: readonly { value: Choice; label: string }[] };
  /** the translated count of what is shown, announced politely as it changes */
  resultCount: string;
  /** further controls on the same bar (a refresh button, say) */
  children?: ReactNode;
}

/**
 * The one search-and-filter bar above a list or table (docs/decisions/0005-forms.md): a search
 * box and one filter, applied together by the page (with matchesSearch from lib/search), and a
 * live count of the rows that remain. What a visitor typed or chose before the page hydrated is
 * applied once it has (useTypedBeforeHydration).
 */
export function SearchFilterBar<Choice extends string>({ search, filter, resultCount, children }: SearchFilterBarProps<Choice>) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(searchRef, search.value, search.onChange);
  useTypedBeforeHydration(filterRef, filter.value, (chosen) => filter.onChange(chosen as Choice));
  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="flex-1">
          <label className="ui-label" htmlFor={`${id}-search`}>
            {search.label}
          </label>
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            className="ui-input"
            placeholder={search.placeholder}
            maxLength={200}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
        <div>
          <label className="ui-label" htmlFor={`${id}-filter`}>
            {filter.label}
          </label>
          <select
            ref={filterRef}
            id={`${id}-filter`}
            className="ui-input"
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value as Choice)}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {children}
      </div>
      <p className="ui-visually-hidden" role="status">
        {resultCount}
      </p>
    </div>
  );
}
