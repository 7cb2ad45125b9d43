import { spawn, type ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();

/** Runs a command with its output prefixed by `label`; every child stops with this process. */
export function startProcess(
  label: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  children.add(child);
  const prefix = `[${label}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', () => children.delete(child));
  return child;
}

/** Waits for a command to finish; rejects with its exit code. */
export function runToCompletion(label: string, command: string, args: string[], options: { cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = startProcess(label, command, args, options);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label}: ${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** Ctrl-C (or a CI stop) ends every child, then this process. */
export function stopAllOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  }
}
