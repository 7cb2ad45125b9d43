import type { ReactNode } from 'react';

/** A column: its header text, or the header with how the column's cells are set. */
export type DataTableColumn =
  | string
  | {
      header: string;
      /** the header is read by screen readers only (a column of links, say) */
      hideHeader?: boolean;
      /** classes for the column's cells (no wrapping, monospace…) */
      className?: string;
    };

/** A row: its cells, or its cells with a stable key (rows that are filtered or reordered). */
export type DataTableRow = readonly ReactNode[] | { key: string; cells: readonly ReactNode[] };

/**
 * The one data table (docs/decisions/0005-forms.md): a screen-reader caption, column headers
 * (none for a two-column list of facts), and each row's first cell as its row header. Cells are
 * text or small elements (badges, links); nothing is ever rendered as HTML.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns?: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
}) {
  const settings = (columns ?? []).map((column) => (typeof column === 'string' ? { header: column } : column));
  const cellClass = (index: number) => settings[index]?.className ?? '';
  return (
    // relative: visually hidden text in cells is positioned absolutely and must not widen the page.
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="ui-visually-hidden">{caption}</caption>
        {settings.length > 0 ? (
          <thead>
            <tr className="border-b border-line">
              {settings.map(({ header, hideHeader, className = '' }) => (
                <th key={header} scope="col" className={`px-3 py-2 font-semibold ${className}`}>
                  {hideHeader ? <span className="ui-visually-hidden">{header}</span> : header}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, index) => {
            const [header, ...cells] = 'cells' in row ? row.cells : row;
            return (
              <tr key={'key' in row ? row.key : index} className="border-b border-line align-top">
                <th scope="row" className={`px-3 py-3 font-medium ${cellClass(0)}`}>
                  {header}
                </th>
                {cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className={`px-3 py-3 text-muted ${cellClass(cellIndex + 1)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
