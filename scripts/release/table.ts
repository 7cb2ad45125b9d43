/** Lines of cells in columns: the first left-aligned, the last as it is, the others right-aligned. */
export function formatColumns(lines: string[][]): string[] {
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const last = widths.length - 1;
  return lines.map((line) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : column === last ? cell : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}
