/**
 * The child processes of `npm start`, `npm run dev`, `npm run build` and the benchmarks, run through
 * concurrently's core (createConcurrently, its Logger and Command): each line a child prints comes
 * out whole and prefixed by the child's label, even when two children write at once; a child that
 * crashes stops the others and this process with its exit code; and a stop (Ctrl-C, SIGTERM, or
 * the end of a script) first runs the script's own clean-up (its servers drain), then sends every
 * child SIGTERM (to its whole process tree, so `npm run x` stops with what it started) and waits
 * for them to drain.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import { Command, createConcurrently, Logger, LogError, type CloseEvent, type FlowController } from 'concurrently';

export interface ProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface Launcher {
  /** A service (server, database, watcher): any exit that is not part of a stop is a crash. */
  start(label: string, file: string, args: string[], options?: ProcessOptions): Command;
  /** A task (a build): resolves when it exits 0; any other exit is a crash. */
  run(label: string, file: string, args: string[], options?: ProcessOptions): Promise<void>;
  /** Clean-up that runs first when everything stops (servers of this process drain). */
  onStop(cleanUp: () => unknown): void;
  /** Stops every child, the last started first (SIGTERM; SIGKILL after the grace period); resolves once all are gone. */
  stopChildren(): Promise<void>;
  /** Clean-up, children, then exit with `code`; later calls wait for the first. */
  shutdown(code: number): Promise<void>;
  /** SIGINT or SIGTERM shuts down with 0; a second one while draining exits at once with 1. */
  stopOnSignals(): void;
}

export interface LauncherOptions {
  output?: NodeJS.WritableStream;
  exit?: (code: number) => void;
  /** how long children may drain after SIGTERM before they get SIGKILL */
  graceMs?: number;
}

const prefixColors = ['cyan', 'magenta', 'yellow', 'green', 'blue', 'red', 'gray'];

/**
 * concurrently's own output controller writes each chunk as it comes, so a line a child writes in
 * two chunks is cut in two when another child writes in between. This one holds the unfinished
 * end of every chunk until its line is complete (or the child has exited).
 */
class WholeLines implements FlowController {
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  handle(commands: Command[]) {
    for (const command of commands) {
      for (const stream of [command.stdout, command.stderr]) {
        const decoder = new StringDecoder('utf8');
        let unfinished = '';
        stream.subscribe((chunk) => {
          const text = unfinished + decoder.write(chunk);
          const end = text.lastIndexOf('\n') + 1;
          unfinished = text.slice(end);
          // Blank lines (webpack's, between its two builds) only stretch the log.
          const lines = text.slice(0, end).replace(/^[ \t]*\n/gm, '');
          if (lines) this.logger.logCommandText(lines, command);
        });
        // A child's 'close' comes after the last of its output.
        command.close.subscribe(() => {
          const rest = unfinished + decoder.end();
          unfinished = '';
          if (rest.trim()) this.logger.logCommandText(`${rest}\n`, command);
        });
      }
    }
    return { commands };
  }
}

/** A signal's conventional exit status (SIGTERM → 143); a code stays itself. */
export function exitStatus(exitCode: CloseEvent['exitCode']): number {
  if (typeof exitCode === 'number') return exitCode;
  const signal = os.constants.signals[exitCode as keyof typeof os.constants.signals];
  return signal ? 128 + signal : 1;
}

export function createLauncher({
  output = process.stdout,
  exit = (code) => process.exit(code),
  graceMs = 10_000,
}: LauncherOptions = {}): Launcher {
  const logger = new Logger({ prefixFormat: 'name' });
  // The logger emits a line's prefix and its text as two events: written together, a line is one
  // write, which a reader that labels each write (Playwright's [WebServer]) keeps on one line.
  let unwritten = '';
  logger.output.subscribe(({ text }) => {
    unwritten += text;
    const end = unwritten.lastIndexOf('\n') + 1;
    if (end === 0) return;
    output.write(unwritten.slice(0, end));
    unwritten = unwritten.slice(end);
  });
  const running = new Set<Command>();
  const cleanUps: Array<() => unknown> = [];
  let shuttingDown: Promise<void> | undefined;
  let stopping = false;

  const closed = (command: Command) =>
    new Promise<void>((resolve) => {
      if (command.state !== 'started') return resolve();
      command.close.subscribe(() => resolve());
    });

  function launch(
    label: string,
    file: string,
    args: string[],
    options: ProcessOptions,
    isFailure: (event: CloseEvent) => boolean,
  ): Command {
    const { commands, result } = createConcurrently(
      [
        {
          command: [file, ...args].join(' '),
          name: label,
          cwd: options.cwd,
          env: options.env,
          prefixColor: prefixColors[running.size % prefixColors.length],
        },
      ],
      {
        logger,
        // The launcher writes the logger's output itself, once for all children.
        outputStream: undefined,
        // No shell between this process and the child: the arguments need no quoting, and a
        // SIGTERM reaches the program itself. Nothing reads the child's input.
        spawn: (_command, spawnOptions) => spawn(file, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] }),
        controllers: [new LogError({ logger }), new WholeLines(logger)],
      },
    );
    const command = commands[0]!;
    // The exit is handled below, per child; concurrently's summary of it would reject unobserved.
    result.catch(() => undefined);
    running.add(command);
    command.close.subscribe((event) => {
      running.delete(command);
      if (stopping || !isFailure(event)) return;
      // A service that ends by itself (even with 0) leaves the others useless: still a failure.
      const code = exitStatus(event.exitCode) || 1;
      logger.logGlobalEvent(`${label} exited with ${event.exitCode}: stopping the others`);
      void shutdown(code);
    });
    return command;
  }

  /**
   * The last started stops first, as each child may depend on those started before it (the mail
   * worker drains its last round through the local Supabase, which drains before MailDev stops).
   */
  async function stopChildren(): Promise<void> {
    stopping = true;
    const timer = setTimeout(() => {
      for (const command of running) command.kill('SIGKILL');
    }, graceMs);
    for (const command of [...running].reverse()) {
      command.kill('SIGTERM');
      await closed(command);
    }
    clearTimeout(timer);
  }

  function shutdown(code: number): Promise<void> {
    shuttingDown ??= (async () => {
      stopping = true;
      for (const cleanUp of cleanUps.splice(0)) {
        try {
          await cleanUp();
        } catch (error) {
          console.error(String(error));
        }
      }
      await stopChildren();
      exit(code);
    })();
    return shuttingDown;
  }

  return {
    start: (label, file, args, options = {}) => launch(label, file, args, options, () => true),
    run: (label, file, args, options = {}) =>
      new Promise((resolve, reject) => {
        const command = launch(label, file, args, options, (event) => event.exitCode !== 0);
        command.close.subscribe((event) =>
          event.exitCode === 0 ? resolve() : reject(new Error(`${label}: ${command.command} exited with ${event.exitCode}`)),
        );
      }),
    onStop: (cleanUp) => void cleanUps.push(cleanUp),
    stopChildren,
    shutdown,
    stopOnSignals() {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => {
          if (shuttingDown) return exit(1);
          void shutdown(0);
        });
      }
    },
  };
}

/** The launcher of this process. */
export const launcher = createLauncher();
