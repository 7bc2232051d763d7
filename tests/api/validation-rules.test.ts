import fc from 'fast-check';
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineOperation } from '../../src/domain/api/operation.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { contactSchema, loginSchema, numberingPlan, parseDate, passengerSchema } from '../../src/domain/validation/index.ts';
import { fieldMessage, messagesOf } from '../../src/lib/i18n/index.ts';
import { AppError } from '../../src/server/errors.ts';
import type { AppEnv } from '../../src/server/http/context.ts';
import { failureBody } from '../../src/server/http/failure.ts';
import { requestLang } from '../../src/server/http/request-lang.ts';
import { createRouteRegistry } from '../../src/server/http/route-registry.ts';

const today = parseDate('2026-11-21') ?? { year: 2026, month: 11, day: 21 };

/** Routes that take the shared schemas exactly as the storefront's API operations do. */
function rulesApi() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('lang', requestLang(new URL(c.req.url), undefined, c.req.header('accept-language')));
    await next();
  });
  const registry = createRouteRegistry(
    app,
    async () => undefined,
    async () => undefined,
  );
  const ok = v.object({ ok: v.boolean() });
  const operation = (id: string, path: `/${string}`, body: v.GenericSchema, encoding: 'json' | 'form' = 'json') =>
    defineOperation({ id, method: 'post', path, tag: 'T', summary: id, encoding, body, reply: ok });
  registry.handle(operation('login', '/login', loginSchema(numberingPlan), 'form'), () => ({ ok: true }));
  registry.handle(operation('contact', '/contact', contactSchema({ plan: numberingPlan })), () => ({ ok: true }));
  registry.handle(
    operation('passenger', '/passenger', passengerSchema({ layout: 'surnameGiven', passengerType: 'ADT', today, requireDocument: true })),
    () => ({
      ok: true,
    }),
  );
  app.onError((error, c) => (error instanceof AppError ? c.json(failureBody(c, error), error.status) : c.json({ ex: 'internal' }, 500)));
  return app;
}

const json = (body: unknown, lang = 'en') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': lang },
  body: JSON.stringify(body),
});

describe('the API under the shared validation rules', () => {
  const app = rulesApi();

  it('answers a broken rule with 400, the field code, and its message in the visitor language', async () => {
    const res = await app.request('/contact', json({ contactName: 'ZHANG/SAN', areaCode: '86', phone: '23800138000', email: 'zhang@yahoo.com' }, 'ko'));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ex: string; fields: Record<string, { code: string; msg: string }> };
    expect(body.ex).toBe(Object.values(body.fields)[0].code);
    expect(body.fields.phone).toEqual({ code: 'phone', msg: messagesOf('ko').phone });
    expect(body.fields.email).toEqual({ code: 'e01_1', msg: messagesOf('ko').e01_1 });
  });

  it('fills the limit into length messages', async () => {
    const res = await app.request(
      '/passenger',
      json(
        {
          surname: 'TANAKA',
          givenName: 'A'.repeat(29),
          sex: '1',
          nationality: 'JP',
          birthday: '1980-1-1',
          documentType: 'PP',
          documentNumber: 'TK1234567',
          documentIssuer: 'JP',
          documentExpiry: '2030-1-1',
        },
        'de',
      ),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, { code: string; msg: string }> };
    expect(body.fields.givenName.code).toBe('gNameMax');
    expect(body.fields.givenName.msg).toBe(messagesOf('de').gNameMax);
  });

  it('takes the login form-encoded, as spec 7 posts it', async () => {
    const good = await app.request('/login', {
      method: 'POST',
      body: new URLSearchParams({ id: '123456789012', pw: '123456', ca: 'ab12', captchaId: 'c0ffee00-1234' }),
    });
    expect(good.status).toBe(200);
    const bad = await app.request('/login', { method: 'POST', body: new URLSearchParams({ id: 'someone', pw: '12', ca: '', captchaId: 'c0ffee00-1234' }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, { code: string }> }).fields).toMatchObject({
      id: { code: 'e01' },
      pw: { code: 'e01' },
      ca: { code: 'e00' },
    });
  });

  it('never answers any body, however odd, with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/login', '/contact', '/passenger'), fc.jsonValue(), async (path, body) => {
        const res = await app.request(path, json(body));
        return res.status === 200 || res.status === 400;
      }),
      { numRuns: 150 },
    );
    const truncated = await app.request('/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"contactName": "ZH' });
    expect(truncated.status).toBe(400);
  });
});

describe('messages of the field codes', () => {
  it('exist in every language, with the limit filled in', () => {
    for (const lang of LANGUAGES) {
      const message = fieldMessage(messagesOf(lang), { code: 'nameMax', params: { max: 28 } });
      expect(message, lang).toContain('28');
      expect(message).not.toContain('{max}');
    }
  });
});
