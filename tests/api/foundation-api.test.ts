import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth, getApiDocument } from '../../src/domain/api/health.ts';
import { checkLogin } from '../../src/domain/api/member.ts';
import { apiPath, defineOperation } from '../../src/domain/api/operation.ts';
import { TEST_NOW, testApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof testApp>>;

/** What the API does not serve: a path that names no operation, read and posted to, to see how the API answers it. */
const nothingHere = {
  tag: 'Test',
  summary: 'Nothing: the API serves no such path',
  query: v.object({ language: v.optional(v.string()) }),
  reply: v.never(),
  errors: { notFound: 'The API serves no such path' },
} as const;
const readNothing = defineOperation({ ...nothingHere, id: 'readNothing', method: 'get', path: '/no/such/thing' });
const postNothing = defineOperation({ ...nothingHere, id: 'postNothing', method: 'post', path: '/no/such/thing' });

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API foundation', () => {
  it('reports itself healthy with its database and the injected clock', async () => {
    const res = await t.api.send(checkHealth);
    expect(res.status).toBe(200);
    const body = res.reply;
    expect(body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.database);
    expect(body.time).toBe(TEST_NOW);
  });

  it('tells a visitor without a session that they are a guest', async () => {
    const res = await t.api.send(checkLogin);
    expect(res.status).toBe(200);
    expect(res.reply).toEqual({ user: null, snsLogin: false, snsChannels: [] });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown path with 404 and the failure envelope in the visitor language', async () => {
    const res = await t.api.send(readNothing, { query: {} }, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.status).toBe(404);
    const body = res.failure;
    expect(body.ex).toBe('notFound');
    expect(body.msg).toBe(body.desc);
    expect(body.msg).not.toBe('');
    const english = (await t.api.fails(readNothing, { query: { language: 'en' } })).failure;
    expect(body.msg).not.toBe(english.msg);
  });

  it('takes the language from the query before the cookie and the browser', async () => {
    const res = await t.api.send(readNothing, { query: { language: 'ja' } }, { headers: { cookie: 'tk_lang=de__de', 'accept-language': 'ko' } });
    const ja = (await t.api.fails(readNothing, { query: {} }, { headers: { cookie: 'tk_lang=ja__jp' } })).failure;
    expect(res.failure.msg).toBe(ja.msg);
  });

  it('refuses a state-changing call without the CSRF header, or from a foreign origin, with 403', async () => {
    const missing = await t.api.send(postNothing, { query: {} }, { noCsrf: true });
    expect(missing.status).toBe(403);
    expect(missing.failure.ex).toBe('forbidden');
    const foreign = await t.api.send(postNothing, { query: {} }, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const ownOrigin = await t.api.send(postNothing, { query: {} }, { headers: { origin: 'http://localhost' } });
    expect(ownOrigin.status).toBe(404);
  });

  it('refuses a body past the limit with 413, whether it declares its length or comes in chunks', async () => {
    const path = `${apiPath(postNothing)}?language=en`;
    const headers = { 'x-requested-with': 'storefront', 'content-type': 'application/json' };
    const large = `"${'x'.repeat(1024 * 1024)}"`;
    const declared = await t.request(path, { method: 'POST', headers: { ...headers, 'content-length': String(large.length) }, body: large });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { ex: string }).ex).toBe('payloadTooLarge');
    const chunks = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < text.length; at += 64 * 1024) controller.enqueue(new TextEncoder().encode(text.slice(at, at + 64 * 1024)));
          controller.close();
        },
      });
    const chunked = await t.request(path, { method: 'POST', headers, body: chunks(large), duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { ex: string }).ex).toBe('payloadTooLarge');
    // Under the limit, either way, the call goes on to the routes (none serves this path).
    const small = await t.request(path, { method: 'POST', headers, body: chunks('"small"'), duplex: 'half' } as RequestInit);
    expect(small.status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document of its operations and their schemas', async () => {
    const res = await t.api.send(getApiDocument);
    expect(res.status).toBe(200);
    const doc = res.reply;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([checkHealth.path, checkLogin.path]));
    expect(doc.paths[checkLogin.path].get).toMatchObject({
      responses: { 200: { content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['user', 'snsLogin']) } } } } },
    });
    expect(doc).toMatchObject({ components: { schemas: { Failure: { required: expect.arrayContaining(['ex', 'desc', 'msg']) } } } });
  });

  it('logs each request by route pattern, never by its path or query', async () => {
    // A query the operation does not declare, carrying an address that must stay out of the logs.
    await t.api.send(checkLogin, { query: { email: 'someone@example.com' } as never });
    const line = t.logger.lines.findLast((l) => l.message === 'request');
    expect(line).toMatchObject({ method: 'GET', route: apiPath(checkLogin), status: 200 });
    expect(JSON.stringify(t.logger.lines)).not.toContain('someone');
  });
});
