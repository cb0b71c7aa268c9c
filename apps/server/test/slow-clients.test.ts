// Issue 27 (low): slow clients cannot hold connections. Ten connections that send their
// headers, or a JSON body, or an upload a byte at a time are closed once their deadline
// passes, on a real socket; the server keeps answering everyone else meanwhile. The test
// shortens the deadlines (configuration) so it runs in seconds.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';

const HEADERS_MS = 800;
const BODY_MS = 1_200;
const REQUEST_MS = 3_000;
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({
    REQUEST_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_BODY_TIMEOUT_MS: String(BODY_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

/**
 * Opens a connection, writes `head` at once, then `drip` one byte every 200 ms until the
 * server closes it (or 15 s pass). Answers how long the connection stayed open and what
 * the server sent.
 */
function slowClient(head: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (Date.now() - started > 15_000) socket.destroy();
        else if (!socket.destroyed) socket.write(drip[i++ % drip.length]!);
      }, 200);
    });
  });
}

const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

describe('slow clients', () => {
  it('a request whose headers trickle in is closed once the headers deadline passes', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => slowClient('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaa\r\n')),
    );
    expect(await health()).toBe(200);
    for (const { ms } of results) expect(ms).toBeLessThan(HEADERS_MS + 3_000);
  });

  it('a JSON body that trickles in is answered 408 and closed once the body deadline passes', async () => {
    const body = JSON.stringify({ email: 'someone@example.co.ke', password: 'a-long-password-1' });
    const head =
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Origin: ${ctx.config.PUBLIC_URL}\r\nContent-Length: ${body.length + 200}\r\n\r\n`;
    const results = await Promise.all(Array.from({ length: 10 }, () => slowClient(head, body)));
    expect(await health()).toBe(200);
    for (const { ms, answer } of results) {
      expect(ms).toBeLessThan(BODY_MS + 2_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('an upload that trickles in is closed once the whole request deadline passes', async () => {
    const head =
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: 100000\r\n\r\n`;
    const results = await Promise.all(Array.from({ length: 3 }, () => slowClient(head, '--b\r\n')));
    expect(await health()).toBe(200);
    for (const { ms } of results) {
      // Longer than a JSON body may take (a photo on a slow line), but bounded.
      expect(ms).toBeGreaterThanOrEqual(BODY_MS);
      expect(ms).toBeLessThan(REQUEST_MS + 3_000);
    }
  });
});
