import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineOperation } from '../../src/domain/api/operation.ts';
import { AppError } from '../../src/server/errors.ts';
import type { AppEnv } from '../../src/server/http/context.ts';
import { failureBody } from '../../src/server/http/failure.ts';
import { openApiDocument } from '../../src/server/http/openapi.ts';
import { createRouteRegistry } from '../../src/server/http/route-registry.ts';

const findOrder = defineOperation({
  id: 'findOrder',
  method: 'post',
  path: '/orders/:site/:lang/find',
  tag: 'Example',
  summary: 'Find an order',
  encoding: 'form',
  query: v.object({ country: v.pipe(v.string('e00'), v.length(2, 'e01')) }),
  body: v.object({ orderNo: v.pipe(v.string('e00'), v.regex(/^C\d{13,18}$/, 'e01')), email: v.pipe(v.string('e00'), v.email('emailPart')) }),
  reply: v.object({ ok: v.boolean(), orderNo: v.string(), country: v.string() }),
});

/** A router with one operation whose schema carries the spec's field codes, as real operations do. */
function exampleApi() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('lang', 'de');
    await next();
  });
  const registry = createRouteRegistry(
    app,
    async () => undefined,
    async () => undefined,
  );
  registry.handle(findOrder, (_c, input) => ({ ok: true, orderNo: input.body.orderNo, country: input.query.country }));
  app.onError((error, c) => (error instanceof AppError ? c.json(failureBody(c, error), error.status) : c.text('boom', 500)));
  return { app, registry };
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe('request validation', () => {
  it('refuses text with a control character in any part of a request, naming the field, before its schema is asked', async () => {
    const { app } = exampleApi();
    for (const [query, fields, field] of [
      ['country=n%00', { orderNo: 'C12345678901234', email: 'a@example.com' }, 'country'],
      ['country=nz', { orderNo: 'C1234567890\u001b1234', email: 'a@example.com' }, 'orderNo'],
      ['country=nz', { orderNo: 'C12345678901234', email: 'a@example.com\u007f' }, 'email'],
    ] as const) {
      const res = await app.request(`http://localhost/orders/nz/en/find?${query}`, form(fields));
      expect(res.status, field).toBe(400);
      const body = (await res.json()) as { ex: string; fields: Record<string, { code: string }> };
      expect(body.fields[field].code, field).toBe('e01');
    }
    const kept = await app.request('http://localhost/orders/nz/en/find?country=nz', form({ orderNo: 'C12345678901234', email: 'a@example.com' }));
    expect(kept.status).toBe(200);
  });

  it('passes valid input to the handler, typed', async () => {
    const { app } = exampleApi();
    const res = await app.request('/orders/nz/en/find?country=NZ', form({ orderNo: 'C12345678901234', email: 'a@b.co' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, orderNo: 'C12345678901234', country: 'NZ' });
  });

  it('answers bad input with 400, the field codes and messages in the visitor language', async () => {
    const { app } = exampleApi();
    const res = await app.request('/orders/nz/en/find?country=NZL', form({ orderNo: 'X1', email: 'nope' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ex: string; msg: string; fields: Record<string, { code: string; msg: string }> };
    expect(body.ex).toBe('e01');
    expect(body.fields.country.code).toBe('e01');
    expect(body.fields.orderNo.code).toBe('e01');
    expect(body.fields.email).toEqual({ code: 'emailPart', msg: 'Bitte überprüfen Sie die E-Mail-Adresse.' });
  });

  it('calls a missing field e00 and a body that cannot be read badRequest, never a server error', async () => {
    const { app } = exampleApi();
    const missing = await app.request('/orders/nz/en/find?country=NZ', form({ email: 'a@b.co' }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, { code: string }> }).fields.orderNo.code).toBe('e00');
    const garbled = await app.request('/orders/nz/en/find?country=NZ', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--y\r\nbroken',
    });
    expect(garbled.status).toBe(400);
  });

  it('describes the operation in the OpenAPI document with its path, query and form body', () => {
    const { registry } = exampleApi();
    const doc = openApiDocument(registry.operations, 'test') as {
      paths: Record<
        string,
        Record<string, { parameters: { name: string; in: string }[]; requestBody: { content: Record<string, { schema: { required: string[] } }> } }>
      >;
    };
    const op = doc.paths['/orders/{site}/{lang}/find'].post;
    expect(op.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:site', 'path:lang', 'query:country']);
    expect(op.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['orderNo', 'email']);
  });
});
