import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    server = createServer(apiListener((request) => new Response(request.headers.get(CLIENT_ADDRESS_HEADER)), trusted));
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
      apiListener(async (request) => {
        await request.text();
        return new Response(new Headers(request.headers).get(CLIENT_ADDRESS_HEADER));
      }, []),
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

  it("hands an API call straight to the app with the caller's own address, whatever X-Real-IP its body-carrying request sends", async () => {
    const app = async (request: Request) => {
      const body = await request.text();
      return Response.json({ address: request.headers.get(CLIENT_ADDRESS_HEADER), path: new URL(request.url).pathname, body });
    };
    server = createWebServer({ clientDir: tmpdir(), api: appListener(app), logger: memoryLogger() });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/a/echo?x=1`;
    const res = await fetch(url, { method: 'POST', headers: { 'x-real-ip': '203.0.113.9', 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(await res.json()).toEqual({ address: '127.0.0.1', path: '/api/a/echo', body: '{"a":1}' });
  });
});
