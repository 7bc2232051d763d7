import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha, getProofOfWorkChallenge, validateCaptcha } from '../../src/domain/api/captcha.ts';
import { checkLogin } from '../../src/domain/api/member.ts';
import { apiPath, apiUrl, defineOperation, type OperationDef } from '../../src/domain/api/operation.ts';
import { sendOrderEmailCode } from '../../src/domain/api/orders.ts';
import { ApiError } from '../../src/lib/api/api-error.ts';
import { type ApiErrorReport, createApiClient, FORBIDDEN_REDIRECT_MS } from '../../src/lib/api/client.ts';
import { runningApi, scriptedServer } from '../support/serve-app.ts';

/** An endpoint that exists only in this test, declared as the storefront's are. */
function madeUp<const O extends Omit<OperationDef, 'tag' | 'summary'>>(operation: O) {
  return defineOperation({ tag: 'Test', summary: `The made-up ${operation.path}`, ...operation });
}

/** Nothing the running API serves: it answers notFound, in the language the query asks for. */
const nothingGet = madeUp({ id: 'nothingGet', method: 'get', path: '/nope', query: v.object({ language: v.string() }), reply: v.object({}) });
const nothingPost = madeUp({ id: 'nothingPost', method: 'post', path: '/nope', body: v.object({ a: v.number() }), reply: v.object({}) });

/** A fresh captcha image for an id, as the browser loads it beside the field. */
const drawCaptcha = (base: string, captchaId: string) => fetch(`${base}${apiUrl(getCaptcha, { query: { i: captchaId } })}`);

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
};

describe('the API client against the running API', () => {
  let api: Awaited<ReturnType<typeof runningApi>>;
  const known = ['Hq7k', 'Rt4w', 'Ls9p', 'Mb2n'];
  let drawn = 0;
  beforeAll(async () => {
    api = await runningApi({ captchaCodes: () => known[drawn++ % known.length] });
  });
  afterAll(async () => {
    await api.stop();
  });

  it('reads a JSON answer', async () => {
    const client = createApiClient({ baseUrl: api.url });
    expect(await client.call(checkLogin)).toEqual({ user: null, snsLogin: false, snsChannels: [] });
  });

  it('turns a body with ex into a failure with the code, message and status, and reports it to analytics', async () => {
    const reports: ApiErrorReport[] = [];
    const client = createApiClient({ baseUrl: api.url, analytics: (r) => reports.push(r) });
    const error = await client.call(nothingGet, { query: { language: 'de' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'notFound', status: 404 });
    expect((error as ApiError).message).toMatch(/nicht gefunden/);
    expect(reports).toEqual([{ code: 'notFound', path: apiPath(nothingGet), status: 404 }]);
  });

  it('sends the CSRF header, so state-changing calls pass the guard', async () => {
    const client = createApiClient({ baseUrl: api.url });
    expect(await codeOf(client.call(nothingPost, { body: { a: 1 } }))).toBe('notFound');
  });

  it('solves a fresh proof-of-work challenge for each send of a protected call, the one after the captcha dialog too', async () => {
    const paths: string[] = [];
    const client = createApiClient({
      baseUrl: api.url,
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
      captcha: async () => {
        const captchaId = 'proof-dialog-0000';
        const index = drawn % known.length;
        await drawCaptcha(api.url, captchaId);
        return { captchaId, ca: known[index] };
      },
    });
    expect(await client.call(sendOrderEmailCode, { body: { email: 'client.proof@example.com' } })).toMatchObject({ sent: true });
    const challenge = apiPath(getProofOfWorkChallenge);
    const protectedCall = apiPath(sendOrderEmailCode);
    expect(paths).toEqual([challenge, protectedCall, challenge, protectedCall]);
  });

  it('opens the captcha dialog on CZWEB000010, sends the call again with the code, and shows wrong until it is right', async () => {
    const modes: string[] = [];
    const client = createApiClient({
      baseUrl: api.url,
      captcha: async (mode) => {
        modes.push(mode);
        const captchaId = `dialog-${modes.length}-0000`;
        const index = drawn % known.length;
        await drawCaptcha(api.url, captchaId);
        // The first answer is mistyped; the second is what the image shows.
        return { captchaId, ca: modes.length === 1 ? 'zzzz' : known[index] };
      },
    });
    await drawCaptcha(api.url, 'first-0000');
    expect(await client.call(validateCaptcha, { query: { i: 'first-0000' } })).toEqual({ valid: true });
    expect(modes).toEqual(['required', 'wrong']);
  });

  it('rejects with abort when the visitor closes the captcha dialog', async () => {
    const client = createApiClient({ baseUrl: api.url, captcha: async () => null });
    expect(await codeOf(client.call(validateCaptcha, { query: { i: 'closed-0000' } }))).toBe('abort');
  });

  it('shows one captcha dialog at a time and replays the queued call after it', async () => {
    let open = 0;
    let most = 0;
    let dialogs = 0;
    const client = createApiClient({
      baseUrl: api.url,
      captcha: async () => {
        open++;
        dialogs++;
        most = Math.max(most, open);
        const captchaId = `queue-${dialogs}-0000`;
        const index = drawn % known.length;
        await drawCaptcha(api.url, captchaId);
        open--;
        return { captchaId, ca: known[index] };
      },
    });
    const both = await Promise.all([
      client.call(validateCaptcha, { query: { i: 'a-00000000' } }, { concurrent: true }),
      client.call(validateCaptcha, { query: { i: 'b-00000000' } }, { concurrent: true }),
    ]);
    expect(both).toEqual([{ valid: true }, { valid: true }]);
    expect(dialogs).toBe(2);
    expect(most).toBe(1);
  });
});

describe('the API client on the edges of HTTP', () => {
  const slow = madeUp({
    id: 'slow',
    method: 'get',
    path: '/slow',
    query: v.object({ n: v.optional(v.number()), ms: v.optional(v.number()) }),
    reply: v.object({ n: v.nullable(v.string()) }),
  });
  const empty = madeUp({ id: 'empty', method: 'get', path: '/empty', reply: v.object({}) });
  const broken = madeUp({ id: 'broken', method: 'get', path: '/other', reply: v.object({}) });
  const unauthorized = madeUp({ id: 'unauthorized', method: 'get', path: '/401', reply: v.object({}) });
  const forbidden = madeUp({ id: 'forbidden', method: 'get', path: '/403', reply: v.object({}) });
  const notFound = madeUp({ id: 'notFound', method: 'get', path: '/404', reply: v.object({}) });
  const echoed = v.object({ method: v.string(), query: v.string(), type: v.string(), body: v.string(), csrf: v.string() });
  const echoGet = madeUp({
    id: 'echoGet',
    method: 'get',
    path: '/echo',
    query: v.object({ date: v.array(v.string()), skip: v.optional(v.string()) }),
    reply: echoed,
  });
  const echoJson = madeUp({ id: 'echoJson', method: 'post', path: '/echo', body: v.object({ a: v.number() }), reply: echoed });
  const echoForm = madeUp({ id: 'echoForm', method: 'post', path: '/echo', encoding: 'form', body: v.object({ a: v.number(), b: v.string() }), reply: echoed });

  const failingBody = madeUp({ id: 'failingBody', method: 'post', path: '/failing', encoding: 'form', reply: v.object({ rangLowest: v.unknown() }) });
  const failure = { ex: 'e04', msg: 'The value is outside the allowed range.', fields: { dateTo: { code: 'e04', params: { max: 31 } } } };

  const downloadFile = madeUp({ id: 'downloadFile', method: 'post', path: '/file', reply: { file: { type: 'application/pdf', description: 'A PDF' } } });

  let server: Awaited<ReturnType<typeof scriptedServer>>;
  beforeAll(async () => {
    // The client puts every operation under /api, so the scripted server answers the paths it builds.
    server = await scriptedServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      switch (url.pathname) {
        case apiPath(slow):
          setTimeout(() => send(200, JSON.stringify({ n: url.searchParams.get('n') })), Number(url.searchParams.get('ms') ?? 300));
          return;
        case apiPath(empty):
          return send(200, '');
        case apiPath(unauthorized):
          return send(401, JSON.stringify({ ex: 'unauthorized', msg: 'Please log in' }));
        case apiPath(forbidden):
          return send(403, JSON.stringify({ ex: 'forbidden', msg: 'No' }));
        case apiPath(notFound):
          return send(404, JSON.stringify({ ex: 'notFound', msg: 'Gone' }));
        case apiPath(echoGet): {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () =>
            send(
              200,
              JSON.stringify({
                method: req.method,
                query: url.search,
                type: req.headers['content-type'] ?? '',
                body,
                csrf: req.headers['x-requested-with'] ?? '',
              }),
            ),
          );
          return;
        }
        case apiPath(failingBody):
          return send(200, JSON.stringify(failure));
        case apiPath(downloadFile):
          return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from('%PDF-1.7 demo'));
        default:
          return send(500, 'not json');
      }
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('cancels the earlier call to the same URL with abort, unless flagged concurrent', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const first = codeOf(client.call(slow, { query: { n: 1 } }));
    const second = client.call(slow, { query: { n: 2 } });
    expect(await first).toBe('abort');
    expect(await second).toEqual({ n: '2' });
    const together = await Promise.all([
      client.call(slow, { query: { n: 3 } }, { concurrent: true }),
      client.call(slow, { query: { n: 4 } }, { concurrent: true }),
    ]);
    expect(together).toEqual([{ n: '3' }, { n: '4' }]);
  });

  it('gives up after its time-out as a network failure, and waits as long as needed without one', async () => {
    const client = createApiClient({ baseUrl: server.url });
    expect(await codeOf(client.call(slow, { query: { ms: 400 } }, { timeout: 100 }))).toBe('network');
    expect(await client.call(slow, { query: { ms: 200, n: 5 } }, { timeout: false })).toEqual({ n: '5' });
  });

  it('rejects with abort when the caller aborts', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const controller = new AbortController();
    const pending = codeOf(client.call(slow, { query: {} }, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toBe('abort');
  });

  it('turns an empty answer, a broken connection and a non-JSON error into failures', async () => {
    const client = createApiClient({ baseUrl: server.url });
    expect(await codeOf(client.call(empty))).toBe('network');
    expect(await codeOf(client.call(broken))).toBe('http500');
    expect(await codeOf(createApiClient({ baseUrl: 'http://127.0.0.1:1' }).call(empty))).toBe('network');
  });

  it('rejects a reply that carries ex, even with status 200, keeping the whole reply on the rejection', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const rejection = await client.call(failingBody).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(rejection).toBeInstanceOf(ApiError);
    expect(rejection).toMatchObject({ code: 'e04', message: failure.msg, data: failure });
  });

  it('sends the way back of a round trip as repeated form parameters', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const echoRound = madeUp({
      id: 'echoRound',
      method: 'post',
      path: '/echo',
      encoding: 'form',
      body: v.object({ stay: v.array(v.number()) }),
      reply: echoed,
    });
    expect(await client.call(echoRound, { body: { stay: [3, 7] } })).toMatchObject({ body: 'stay=3&stay=7' });
  });

  it('sends the visitor to login on 401 at once, on 403 after a second, and not on 404', async () => {
    const visits: string[] = [];
    const delays: number[] = [];
    const client = createApiClient({
      baseUrl: server.url,
      toLogin: () => visits.push('login'),
      schedule: (task, ms) => {
        delays.push(ms);
        task();
      },
    });
    expect(await codeOf(client.call(unauthorized))).toBe('unauthorized');
    expect(visits).toEqual(['login']);
    expect(await codeOf(client.call(forbidden))).toBe('forbidden');
    expect(delays).toEqual([FORBIDDEN_REDIRECT_MS]);
    expect(visits).toEqual(['login', 'login']);
    expect(await codeOf(client.call(notFound))).toBe('notFound');
    expect(visits).toHaveLength(2);
  });

  it('sends GET queries with repeated array parameters, POST as JSON or form, and downloads files', async () => {
    const client = createApiClient({ baseUrl: server.url });
    expect(await client.call(echoGet, { query: { date: ['2026-12-01', '2026-12-05'], skip: undefined } })).toMatchObject({
      method: 'GET',
      query: '?date=2026-12-01&date=2026-12-05',
      csrf: 'storefront',
    });
    expect(await client.call(echoJson, { body: { a: 1 } })).toMatchObject({ method: 'POST', type: 'application/json', body: '{"a":1}' });
    expect(await client.call(echoForm, { body: { a: 1, b: 'x y' } })).toMatchObject({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'a=1&b=x+y',
    });
    const file = await client.download(downloadFile);
    expect(await file.text()).toBe('%PDF-1.7 demo');
  });
});
