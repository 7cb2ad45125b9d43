import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A mail server for tests that MailDev cannot play: one that refuses every recipient, quoting
 * the address as real servers do, or one that holds a message after its DATA until the test
 * releases it (a send in flight when the worker is told to stop).
 */
export interface SmtpStub {
  port: number;
  /** messages whose DATA arrived (accepted or held) */
  messages: string[];
  /** resolves when the next DATA arrives */
  nextData(): Promise<void>;
  /** answers every held DATA with 250 */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpStub({ rejectRecipients = false, hold = false } = {}): Promise<SmtpStub> {
  const messages: string[] = [];
  const held: Array<() => void> = [];
  let released = !hold;
  let dataWaiters: Array<() => void> = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    socket.write('220 stub ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line);
            continue;
          }
          inData = false;
          messages.push(data.join('\n'));
          data = [];
          const answer = () => socket.writable && socket.write('250 2.0.0 queued\r\n');
          if (released) answer();
          else held.push(answer);
          const waiters = dataWaiters;
          dataWaiters = [];
          for (const wake of waiters) wake();
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-stub\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write(rejectRecipients ? `550 5.1.1 <${address}>: Recipient address rejected: User unknown\r\n` : '250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    nextData: () => new Promise<void>((resolve) => dataWaiters.push(resolve)),
    release() {
      released = true;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
