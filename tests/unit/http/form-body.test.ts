import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readForm } from '../../../src/server/http/form-body.ts';

/** What readForm and Hono's parseBody each answer for the same body. */
async function bothReadings(body: string | FormData, all: boolean, contentType?: string) {
  const app = new Hono();
  app.post('/ours', async (c) => c.json(await readForm(c, all)));
  app.post('/hono', async (c) => c.json(await c.req.parseBody({ all })));
  const send = async (path: string) => {
    const headers = contentType ? { 'content-type': contentType } : undefined;
    return (await app.request(path, { method: 'POST', headers, body })).json();
  };
  return { ours: await send('/ours'), hono: await send('/hono') };
}

describe('reading a form body', () => {
  it('reads a URL-encoded form as Hono does: repeated names as lists with all, the last value without, names ending in [] always as lists', async () => {
    const body = 'orderNo=C1&seat=1A&seat=2B&tag%5B%5D=x&name=Zo%C3%AB+Li&empty=';
    for (const all of [true, false]) {
      const { ours, hono } = await bothReadings(body, all, 'application/x-www-form-urlencoded; charset=UTF-8');
      expect(ours).toEqual(hono);
    }
    const { ours } = await bothReadings(body, true, 'application/x-www-form-urlencoded');
    expect(ours).toEqual({ orderNo: 'C1', seat: ['1A', '2B'], 'tag[]': ['x'], name: 'Zoë Li', empty: '' });
  });

  it('leaves a multipart form, and a body of another type, to Hono', async () => {
    const form = new FormData();
    form.append('seat', '1A');
    form.append('seat', '2B');
    const multipart = await bothReadings(form, true);
    expect(multipart.ours).toEqual({ seat: ['1A', '2B'] });
    expect(multipart.ours).toEqual(multipart.hono);
    const json = await bothReadings('{"seat":"1A"}', true, 'application/json');
    expect(json.ours).toEqual({});
  });
});
