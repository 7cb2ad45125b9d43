/**
 * A handler that throws after setting headers (or half of them) gets a clean error answer: its
 * own status line, headers and framing, never the handler's leftovers.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultConfig } from '../config.ts';
import { HttpError } from './http.ts';
import { withErrorAnswers } from './server.ts';

interface RawAnswer {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const config = defaultConfig({ corsOrigins: ['http://localhost:3000'] });
let logs: string[] = [];

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, origin?: string): Promise<RawAnswer> {
  const server = http.createServer(withErrorAnswers(config, (message) => logs.push(message), handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', path: '/x', headers: origin ? { origin } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

beforeEach(() => {
  logs = [];
});

it('answers an unexpected error after a half-done writeHead with a clean 500', async () => {
  const answer = await serve(async (_req, res) => {
    res.setHeader('X-Handler', 'set before the failure');
    // Node sets the status text and takes Content-Length, then throws on the second value.
    res.writeHead(200, { 'Content-Length': '1', 'X-Injected': 'a\r\nb' });
  });
  expect(answer.status).toBe(500);
  expect(answer.statusText).toBe('Internal Server Error');
  expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
  expect(answer.headers['x-handler']).toBeUndefined();
  expect(JSON.parse(answer.body)).toEqual({ message: 'Internal server error' });
  expect(logs.join('\n')).toMatch(/unexpected error on GET \/x: TypeError/);
});

it('answers an HttpError with its own status and headers only, keeping CORS so the browser can read it', async () => {
  const answer = await serve(async (_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Content-Disposition', 'attachment');
    res.statusCode = 200;
    throw new HttpError(400, { message: 'bad input' }, { 'X-Reason': 'test' });
  }, 'http://localhost:3000');
  expect(answer.status).toBe(400);
  expect(answer.statusText).toBe('Bad Request');
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['content-disposition']).toBeUndefined();
  expect(answer.headers['x-reason']).toBe('test');
  expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  expect(JSON.parse(answer.body)).toEqual({ message: 'bad input' });
});

it('closes the connection when the failure comes after the headers were sent', async () => {
  const answer = serve(async (_req, res) => {
    // Chunked: ending the response here would make the truncated body look complete.
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('part of the body');
    await new Promise((resolve) => setTimeout(resolve, 20));
    throw new Error('storage failed mid-stream');
  });
  await expect(answer).rejects.toThrow(/aborted|socket hang up/);
  expect(logs.join('\n')).toMatch(/failed after its headers were sent; closing the connection: Error: storage failed mid-stream/);
});
