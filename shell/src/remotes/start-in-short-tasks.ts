import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * A federation runtime plugin (registered at build, shared/build/webpack-config.ts) that cuts the
 * runtime's long tasks into short ones, so a slow phone can answer input between them (a task over
 * 50 ms is what Total Blocking Time counts; docs/decisions/0003-server-rendering.md).
 *
 * - The shell's start was one long task: evaluating main.js and then, in its microtasks,
 *   registering every shared library and resolving their versions. The first shared library's
 *   load waits here for a new task, so the resolving runs in a task of its own. The libraries'
 *   scripts are already on the page by then (shared/build/start-chunks-plugin.ts). Later shared
 *   loads (a remote's, a page's) go on at once: the wait happens once.
 * - A remote's load was one long chain of microtasks once its manifest was in (for the rendered
 *   remote at once: the page carries it, rendered-remote.ts): the snapshot made from the manifest,
 *   the preloads worked out and added to the page, then the entry's script. Each of those steps
 *   now starts in a task of its own. Every wait is a task turn, not a delay.
 */
export default function startInShortTasks(): ModuleFederationRuntimePlugin {
  let started: Promise<void> | undefined;
  return {
    name: 'start-in-short-tasks',
    beforeLoadShare: (args) => {
      started ??= nextTask();
      return started.then(() => args);
    },
    // After the remote's snapshot is made from its manifest, before the preloads are worked out.
    afterLoadSnapshot: (args) => nextTask().then(() => args),
    // Before the preloads' tags are made and added to the page (answering nothing changes nothing).
    beforePreloadRemote: () => nextTask(),
    // Before the remote's entry script is added and run. Answering nothing leaves the loading to
    // the runtime.
    loadEntry: () => nextTask(),
  };
}
