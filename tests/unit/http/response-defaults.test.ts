import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appListener } from '../../../src/server/http/api-listener.ts';
import type { AppEnv } from '../../../src/server/http/context.ts';
import { API_RESPONSE_DEFAULTS, responseDefaults } from '../../../src/server/http/response-defaults.ts';
import { memoryLogger } from '../../../src/server/platform/logger.ts';

/** An app with the defaults: a plain answer, one that sets two of the headers itself, and one that fails. */
function appWithDefaults(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(responseDefaults());
  app.get('/plain', (c) => c.json({ ok: true }));
  app.get('/own', (c) => {
    c.header('content-security-policy', "form-action 'self'");
    c.header('cache-control', 'private, max-age=60');
    return c.html('<form></form>');
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ ex: 'internal' }, 500));
  return app;
}

/** The values of the answer's headers that the defaults name, as the caller received them (a header sent twice reads as both values). */
function defaultsOf(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(API_RESPONSE_DEFAULTS.map(([name]) => [name, headers.get(name)]));
}

const expected = Object.fromEntries(API_RESPONSE_DEFAULTS);

describe('the headers every API answer carries', () => {
  const app = appWithDefaults();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(appListener(app.fetch, memoryLogger()));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('gives an answer served by Node every default once, as it does an answer asked of the app alone', async () => {
    const served = await fetch(`${base}/plain`);
    const alone = await app.request('/plain');
    expect(defaultsOf(served.headers)).toEqual(expected);
    expect(defaultsOf(alone.headers)).toEqual(expected);
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('keeps the headers a handler set itself, served by Node or not, and gives the rest', async () => {
    for (const answer of [await fetch(`${base}/own`), await app.request('/own')]) {
      expect(answer.headers.get('content-security-policy')).toBe("form-action 'self'");
      expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('gives the defaults to the answer of a failure too', async () => {
    const served = await fetch(`${base}/fails`);
    expect(served.status).toBe(500);
    expect(defaultsOf(served.headers)).toEqual(expected);
    expect(defaultsOf((await app.request('/fails')).headers)).toEqual(expected);
  });
});
