import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/**
 * A logger that keeps its JSON lines in `lines` instead of writing them out: for a worker run
 * inside another process's tests (the stand-in's harness) and for the redaction tests.
 */
export function memoryLogger(lines: string[], level: pino.Level = 'debug'): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
      done();
    },
  });
  return pino({ level, base: { service: 'mail-worker' } }, sink);
}
