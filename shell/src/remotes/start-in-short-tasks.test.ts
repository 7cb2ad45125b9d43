import startInShortTasks from './start-in-short-tasks';

type Plugin = ReturnType<typeof startInShortTasks>;
type Args<Hook extends keyof Plugin> = Parameters<NonNullable<Extract<Plugin[Hook], (...args: never[]) => unknown>>>[0];

/** Whether `step` goes on only after a task queued before it: it waited for a task of its own. */
async function waitsForATask<Result>(step: () => Promise<Result> | Result): Promise<{ result: Result; waited: boolean }> {
  const order: string[] = [];
  setTimeout(() => order.push('task queued before'), 0);
  const result = await Promise.resolve(step()).then((value) => (order.push('step'), value));
  // Let the queued task run if it has not yet, so it cannot leak into the next check.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { result, waited: order[0] === 'task queued before' };
}

describe('startInShortTasks', () => {
  it('lets the first shared library load on in a later task, the others at once, each with its arguments', async () => {
    const plugin = startInShortTasks();
    const first = { pkgName: 'react' } as unknown as Args<'beforeLoadShare'>;
    await expect(waitsForATask(() => plugin.beforeLoadShare!(first))).resolves.toEqual({ result: first, waited: true });
    const later = { pkgName: 'react-dom' } as unknown as Args<'beforeLoadShare'>;
    await expect(waitsForATask(() => plugin.beforeLoadShare!(later))).resolves.toEqual({ result: later, waited: false });
  });

  it('starts each step of every remote load in a task of its own, changing nothing it is given', async () => {
    const plugin = startInShortTasks();
    for (let load = 0; load < 2; load += 1) {
      const snapshot = { id: `remote-${load}` } as unknown as Args<'afterLoadSnapshot'>;
      await expect(waitsForATask(() => plugin.afterLoadSnapshot!(snapshot))).resolves.toEqual({ result: snapshot, waited: true });
      const preload = { preloadOps: [] } as unknown as Args<'beforePreloadRemote'>;
      await expect(waitsForATask(() => plugin.beforePreloadRemote!(preload))).resolves.toEqual({ result: undefined, waited: true });
      // Nothing answered: the runtime loads the entry itself.
      const entry = { remoteInfo: { name: 'mf_support' } } as unknown as Args<'loadEntry'>;
      await expect(waitsForATask(() => plugin.loadEntry!(entry))).resolves.toEqual({ result: undefined, waited: true });
    }
  });
});
