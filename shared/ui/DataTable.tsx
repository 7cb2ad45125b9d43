import type { ReactNode } from 'react';

/**
 * A data table with a screen-reader caption, column headers, and each row's first cell as its row
 * header. Cells are text or small elements (badges); nothing is ever rendered as HTML.
 */
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
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells], index) => (
            <tr key={index} className="border-b border-line align-top">
              <th scope="row" className="px-3 py-3 font-medium">
                {header}
              </th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-3 py-3 text-muted">
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
