import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * A federation runtime plugin (registered at build, shared/build/webpack-config.ts): the shell's
 * start was one long task, evaluating main.js and then, in its microtasks, registering every shared
 * library and resolving their versions. The first shared library's load waits here for a new task,
 * so the resolving runs in a task of its own (both halves of a start on a slow phone are under 50 ms
 * more often than the whole). The libraries' scripts are already on the page by then
 * (shared/build/start-chunks-plugin.ts). Later loads (a remote's, a page's) go on at once: the wait
 * happens once.
 */
export default function startInTwoTasks(): ModuleFederationRuntimePlugin {
  let started: Promise<void> | undefined;
  return {
    name: 'start-in-two-tasks',
    beforeLoadShare: (args) => {
      started ??= nextTask();
      return started.then(() => args);
    },
  };
}
