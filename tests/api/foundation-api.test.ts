import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, TEST_NOW } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API foundation', () => {
  it('reports itself healthy with its database and the injected clock', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; time: string };
    expect(body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.database);
    expect(body.time).toBe(TEST_NOW);
  });

  it('tells a visitor without a session that they are a guest', async () => {
    const res = await t.request('/api/a/user.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, snsLogin: false, snsChannels: [] });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown path with 404 and the failure envelope in the visitor language', async () => {
    const res = await t.request('/api/no/such/thing', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { ex: string; desc: string; msg: string };
    expect(body.ex).toBe('notFound');
    expect(body.msg).toBe(body.desc);
    expect(body.msg).not.toBe('');
    const english = (await (await t.request('/api/no/such/thing?language=en')).json()) as { msg: string };
    expect(body.msg).not.toBe(english.msg);
  });

  it('takes the language from the query before the cookie and the browser', async () => {
    const res = await t.request('/api/nothing?language=ja', {
      headers: { cookie: 'tk_lang=de__de', 'accept-language': 'ko' },
    });
    const ja = (await (await t.request('/api/nothing', { headers: { cookie: 'tk_lang=ja__jp' } })).json()) as { msg: string };
    expect(((await res.json()) as { msg: string }).msg).toBe(ja.msg);
  });

  it('refuses a state-changing call without the CSRF header, or from a foreign origin, with 403', async () => {
    const missing = await t.request('/api/a/user.json', { method: 'POST' });
    expect(missing.status).toBe(403);
    expect(((await missing.json()) as { ex: string }).ex).toBe('forbidden');
    const foreign = await t.request('/api/a/user.json', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-requested-with': 'storefront' },
    });
    expect(foreign.status).toBe(403);
    const ownOrigin = await t.request('/api/a/user.json', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'x-requested-with': 'storefront' },
    });
    expect(ownOrigin.status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document of its operations and their schemas', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/a/user.json']));
    expect(doc.paths['/a/user.json'].get.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['user', 'snsLogin']) } } },
    });
    expect(doc.components.schemas.Failure).toMatchObject({ required: expect.arrayContaining(['ex', 'desc', 'msg']) });
  });

  it('logs each request by route pattern, never by its path or query', async () => {
    await t.request('/api/a/user.json?email=someone%40example.com');
    const line = t.logger.lines.findLast((l) => l.message === 'request');
    expect(line).toMatchObject({ method: 'GET', route: '/api/a/user.json', status: 200 });
    expect(JSON.stringify(t.logger.lines)).not.toContain('someone');
  });
});
