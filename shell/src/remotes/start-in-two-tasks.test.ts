import startInTwoTasks from './start-in-two-tasks';

type Args = Parameters<NonNullable<ReturnType<typeof startInTwoTasks>['beforeLoadShare']>>[0];

describe('startInTwoTasks', () => {
  it('lets the first shared library load on in a later task, the others at once, each with its arguments', async () => {
    const plugin = startInTwoTasks();
    const args = { pkgName: 'react' } as unknown as Args;
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const first = Promise.resolve(plugin.beforeLoadShare!(args)).then((result) => {
      order.push('first load');
      return result;
    });
    await expect(first).resolves.toBe(args);
    expect(order).toEqual(['task queued before', 'first load']);

    const later = { pkgName: 'react-dom' } as unknown as Args;
    order.length = 0;
    setTimeout(() => order.push('task queued after'), 0);
    await expect(Promise.resolve(plugin.beforeLoadShare!(later)).then((result) => (order.push('later load'), result))).resolves.toBe(later);
    expect(order).toEqual(['later load']);
  });
});
