/**
 * Resolves in a new task, so what the caller does next runs after the browser had the chance to
 * handle input and paint: scheduler.yield() where the browser has it (the continuation runs before
 * other queued tasks), a zero-delay timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
