/** A plain data table: the first cell of each row is its header; every cell is text (never HTML). */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="sv:overflow-x-auto">
      <table className="sv:w-full sv:border-collapse sv:text-left sv:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="sv:border-b sv:border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="sv:px-3 sv:py-2 sv:font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells], index) => (
            <tr key={`${index}-${header}`} className="sv:border-b sv:border-line sv:align-top">
              <th scope="row" className="sv:px-3 sv:py-3 sv:font-medium">
                {header}
              </th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="sv:px-3 sv:py-3 sv:text-muted">
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
