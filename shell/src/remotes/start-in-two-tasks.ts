import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * A federation runtime plugin (registered at build, shared/build/webpack-config.ts): the shell's
 * start was one long task, evaluating main.js and then, in its microtasks, registering every shared
 * library, resolving their versions and adding a script per library to the page. The first shared
 * library's load waits here for a new task, so the resolving and the scripts run in a task of their
 * own (both halves of a start on a slow phone are under 50 ms more often than the whole). Later
 * loads (a remote's, a page's) go on at once: the wait happens once.
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
