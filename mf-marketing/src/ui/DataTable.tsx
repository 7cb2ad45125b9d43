import type { ReactNode } from 'react';

/** A data table whose first cell in each row is the row header; cells are text or small elements (badges). */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="mk:overflow-x-auto">
      <table className="mk:w-full mk:border-collapse mk:text-left mk:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="mk:border-b mk:border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="mk:px-3 mk:py-2 mk:font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells], index) => (
            <tr key={index} className="mk:border-b mk:border-line mk:align-top">
              <th scope="row" className="mk:px-3 mk:py-3 mk:font-medium">
                {header}
              </th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="mk:px-3 mk:py-3 mk:text-muted">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
