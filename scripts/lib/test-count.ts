/**
 * How many tests a unit-test run says it ran, read from its summary: jest's "Tests: … N total" line
 * or node:test's "tests N" (TAP "# tests N", spec "ℹ tests N"). A run that ran none must fail: a glob
 * that matches nothing makes `node --test` pass with 0 tests, and a suite emptied by a bad filter
 * passes too. Skipped and todo tests do not count as run.
 */
export function testsRan(output: string): number | null {
  let ran: number | null = null;
  const add = (count: number) => (ran = (ran ?? 0) + Math.max(0, count));
  // eslint-disable-next-line no-control-regex -- colours, when a run is forced to print them
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split(/\r?\n/)) {
    const jest = /^Tests:\s+(.*?)(\d+) total\s*$/.exec(line);
    if (jest) {
      const part = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(jest[1]!)?.[1] ?? 0);
      add(Number(jest[2]) - part('skipped') - part('todo'));
      continue;
    }
    const node = /^(?:# |ℹ )tests (\d+)\s*$/.exec(line);
    if (node) add(Number(node[1]) - nodeCount(output, 'skipped') - nodeCount(output, 'todo'));
  }
  return ran;
}

function nodeCount(output: string, word: string): number {
  return Number(new RegExp(`^(?:# |ℹ )${word} (\\d+)\\s*$`, 'm').exec(output)?.[1] ?? 0);
}
