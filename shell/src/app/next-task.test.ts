import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task: a timer queued before it has run, not only the queued microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'timer queued before', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
