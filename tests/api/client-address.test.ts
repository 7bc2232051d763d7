import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { apiListener, appListener } from '../../src/server/http/api-listener.ts';
import { CLIENT_ADDRESS_HEADER, visitorAddress } from '../../src/server/http/client-address.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { createWebServer } from '../../src/server/web/web-server.ts';

describe("a visitor's address", () => {
  it('is the peer of the connection unless the peer is a trusted proxy', () => {
    expect(visitorAddress('192.0.2.10', '203.0.113.9', [])).toBe('192.0.2.10');
    expect(visitorAddress('::ffff:192.0.2.10', undefined, [])).toBe('192.0.2.10');
    expect(visitorAddress('192.0.2.10', '203.0.113.9', ['192.0.2.99'])).toBe('192.0.2.10');
  });

  it('behind trusted proxies is the nearest forwarded address that is not one of them, whatever the client wrote further left', () => {
    expect(visitorAddress('10.0.0.1', '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9');
    expect(visitorAddress('10.0.0.1', '198.51.100.66, 203.0.113.9, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('203.0.113.9');
    expect(visitorAddress('10.0.0.1', 'not-an-address', ['10.0.0.1'])).toBe('10.0.0.1');
    expect(visitorAddress('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1');
  });
});

describe('the API served alone', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** Serves an app that answers the address the API would count a request under. */
  async function serveEcho(trusted: readonly string[]): Promise<string> {
    server = createServer(apiListener((request) => new Response(request.headers.get(CLIENT_ADDRESS_HEADER)), memoryLogger(), trusted));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/echo`;
  }

  it('counts a client under its own address, not the X-Real-IP or X-Forwarded-For it sends, when no proxy is trusted', async () => {
    const url = await serveEcho([]);
    const res = await fetch(url, { headers: { 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.7' } });
    expect(await res.text()).toBe('127.0.0.1');
  });

  it('counts a call with a body under its own address too, whatever X-Real-IP it sends, once the headers are read in full', async () => {
    server = createServer(
      apiListener(
        async (request) => {
          await request.text();
          return new Response(new Headers(request.headers).get(CLIENT_ADDRESS_HEADER));
        },
        memoryLogger(),
        [],
      ),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/echo`;
    const res = await fetch(url, { method: 'POST', headers: { 'x-real-ip': '203.0.113.9', 'content-type': 'application/json' }, body: '{}' });
    expect(await res.text()).toBe('127.0.0.1');
  });

  it('believes the forwarding header of a proxy named in TRUST_PROXY', async () => {
    const url = await serveEcho(['127.0.0.1']);
    const res = await fetch(url, { headers: { 'x-real-ip': '192.0.2.1', 'x-forwarded-for': '198.51.100.7, 203.0.113.5' } });
    expect(await res.text()).toBe('203.0.113.5');
  });
});

describe('the bundled web server', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** Serves the bundled web server in front of an app; answers its origin. */
  async function serveWith(app: (request: Request) => Promise<Response>, logger = memoryLogger()): Promise<string> {
    server = createWebServer({ clientDir: tmpdir(), api: appListener(app, logger), logger });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const echo = async (request: Request) => {
    const body = await request.text();
    return Response.json({ address: request.headers.get(CLIENT_ADDRESS_HEADER), url: request.url, body });
  };

  it("hands an API call straight to the app with the caller's own address, whatever X-Real-IP its body-carrying request sends", async () => {
    const origin = await serveWith(echo);
    const res = await fetch(`${origin}/api/a/echo?x=1`, {
      method: 'POST',
      headers: { 'x-real-ip': '203.0.113.9', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await res.json()).toEqual({ address: '127.0.0.1', url: expect.stringMatching(/\/api\/a\/echo\?x=1$/), body: '{"a":1}' });
  });

  it('reads an API call without a Host header (an HTTP/1.0 probe) as one to localhost', async () => {
    const origin = await serveWith(echo);
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    socket.end('GET /api/health HTTP/1.0\r\n\r\n');
    let reply = '';
    for await (const chunk of socket) reply += String(chunk);
    expect(reply).toMatch(/^HTTP\/1\.[01] 200/);
    expect(reply).toContain('"url":"http://localhost/api/health"');
  });

  it('logs a failure the app could not answer, and answers it with the failure envelope', async () => {
    const logger = memoryLogger();
    const origin = await serveWith(() => Promise.reject(new Error('the error handler itself failed')), logger);
    const res = await fetch(`${origin}/api/a/user.json`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ ex: 'internal' });
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'api request failed', detail: 'the error handler itself failed' }));
  });
});
