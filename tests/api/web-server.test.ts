import { once } from 'node:events';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { FILE_LOOKUP_MS, fileLookups } from '../../src/server/web/static-files.ts';
import { createWebServer } from '../../src/server/web/web-server.ts';

describe('the web server in front of pages and API', () => {
  const logger = memoryLogger();
  let apiCalls = 0;
  let server: Server;
  let base: string;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'storefront-web-'));
    await mkdir(join(clientDir, '404'), { recursive: true });
    await writeFile(join(clientDir, '404', 'index.html'), '<!doctype html><title>Not found</title>');
    await mkdir(join(clientDir, 'jp', 'ja', '404'), { recursive: true });
    await writeFile(join(clientDir, 'jp', 'ja', '404', 'index.html'), '<!doctype html><title>ページが見つかりません</title>');
    server = createWebServer({
      clientDir,
      api: (_req, res) => {
        apiCalls++;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      logger,
      // These tests write pages while the server runs and ask for them at once.
      fileLookupMs: 0,
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers an API path with a broken escape 400 with the failure envelope in the caller language, logged as one JSON line', async () => {
    const before = logger.lines.length;
    const res = await fetch(`${base}/api/a/%E0%A4%A/publicKey`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ex: string; msg: string };
    expect(body.ex).toBe('badRequest');
    expect(body.msg).not.toMatch(/bad request|invalid/i);
    expect(body.msg.length).toBeGreaterThan(0);
    expect(apiCalls).toBe(0);
    expect(logger.lines.slice(before)).toEqual([expect.objectContaining({ level: 'warn', message: 'malformed request path', api: true })]);
  });

  it('keeps an idle connection open longer than the minute of a load balancer, so that a client reusing it is not reset', async () => {
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    const first = await fetch(`${base}/tk/nz/en/nothing-here/`);
    expect(first.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('does not pin browsers to HTTPS when the storefront is served over plain HTTP', async () => {
    const page = await fetch(`${base}/tk/nz/en/nothing-here/`);
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('tells browsers to keep to HTTPS on pages, errors and redirects when the storefront is served over HTTPS', async () => {
    const secure = createWebServer({ clientDir, api: (_req, res) => void res.end('{}'), logger, https: true });
    secure.listen(0, '127.0.0.1');
    await once(secure, 'listening');
    const origin = `http://127.0.0.1:${(secure.address() as AddressInfo).port}`;
    try {
      for (const path of ['/tk/nz/en/nothing-here/', '/', '/tk/nz/en/%ZZ/']) {
        const res = await fetch(`${origin}${path}`, { redirect: 'manual' });
        expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      secure.close();
    }
  });

  it('sends a first visit at the front door to the site of its browser and country, and tells caches so', async () => {
    const japanese = await fetch(`${base}/`, { redirect: 'manual', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(japanese.status).toBe(302);
    expect(japanese.headers.get('location')).toBe('/tk/jp/ja/book/search/');
    expect(japanese.headers.get('cache-control')).toBe('no-cache');
    expect(japanese.headers.get('vary')).toBe('accept-encoding, accept-language, cookie, cloudfront-viewer-country, cf-ipcountry');
    const mexico = await fetch(`${base}/tk/`, { redirect: 'manual', headers: { 'accept-language': 'es', 'cloudfront-viewer-country': 'MX' } });
    expect(mexico.headers.get('location')).toBe('/tk/mx/es/book/search/');
    const chosen = await fetch(`${base}/tk/`, { redirect: 'manual', headers: { 'accept-language': 'ja-JP', 'cf-ipcountry': 'JP', cookie: 'tk_lang=en__au' } });
    expect(chosen.headers.get('location')).toBe('/tk/au/en/book/search/');
  });

  it('serves the top-level 404 page of the visitor site and language with status 404', async () => {
    const res = await fetch(`${base}/tk/404/`, { headers: { 'accept-language': 'ja-JP' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('ページが見つかりません');
    expect(res.headers.get('vary')).toContain('accept-language');
  });

  it('answers a page path with a broken escape 400, and still serves well-formed paths', async () => {
    const broken = await fetch(`${base}/tk/nz/en/%ZZ/`);
    expect(broken.status).toBe(400);
    expect(broken.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${base}/tk/nz/en/%41nything/`);
    expect(missing.status).toBe(404);
    const api = await fetch(`${base}/api/a/publicKey`);
    expect(api.status).toBe(200);
    expect(apiCalls).toBe(1);
  });

  it('sends a page again as it was written last, compressed or not, when its file changes while the server runs', async () => {
    await mkdir(join(clientDir, 'nz', 'en', 'book', 'search'), { recursive: true });
    const file = join(clientDir, 'nz', 'en', 'book', 'search', 'index.html');
    const page = (gzip: boolean) => fetch(`${base}/tk/nz/en/book/search/`, { headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } });
    await writeFile(file, '<!doctype html><title>First</title>');
    for (const gzip of [true, false, true]) expect(await (await page(gzip)).text()).toBe('<!doctype html><title>First</title>');
    await writeFile(file, '<!doctype html><title>Second, longer</title>');
    for (const gzip of [true, false]) {
      const res = await page(gzip);
      expect(res.headers.get('content-encoding')).toBe(gzip ? 'gzip' : null);
      expect(await res.text()).toBe('<!doctype html><title>Second, longer</title>');
    }
  });

  it('hands the paths of the demo identity provider to it, not to the API, when it is on', async () => {
    const seen: string[] = [];
    const demo = createWebServer({
      clientDir,
      api: (_req, res) => void res.writeHead(200).end('api'),
      logger,
      demoIdp: (req, res) => {
        seen.push(req.url ?? '');
        res.writeHead(200).end('demo');
      },
    });
    demo.listen(0, '127.0.0.1');
    await once(demo, 'listening');
    const origin = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${origin}/api/demo-idp/.well-known/openid-configuration`)).text()).toBe('demo');
      expect(await (await fetch(`${origin}/api/demo-idp-elsewhere`)).text()).toBe('api');
      expect(await (await fetch(`${origin}/api/a/publicKey`)).text()).toBe('api');
      expect(seen).toEqual(['/api/demo-idp/.well-known/openid-configuration']);
    } finally {
      demo.close();
    }
  });
});

describe('the lookups of page files', () => {
  it('answer from memory for a second, so that a page file that appears, changes or goes is seen a second later', async () => {
    const root = await mkdtemp(join(tmpdir(), 'storefront-lookups-'));
    let clock = 0;
    const find = fileLookups({ now: () => clock });
    try {
      const page = join(root, 'nz', 'en', 'book', 'paid', 'order', '_');
      await mkdir(page, { recursive: true });
      expect(await find(root, 'nz/en/book/paid/order/_/')).toBeUndefined();
      const first = '<!doctype html><title>Paid</title>';
      const second = '<!doctype html><title>Paid, again</title>';
      await writeFile(join(page, 'index.html'), first);
      expect(await find(root, 'nz/en/book/paid/order/_/')).toBeUndefined();
      clock += FILE_LOOKUP_MS;
      const found = await find(root, 'nz/en/book/paid/order/_/');
      expect(found).toMatchObject({ file: join(page, 'index.html'), size: first.length });
      await writeFile(join(page, 'index.html'), second);
      expect(await find(root, 'nz/en/book/paid/order/_/')).toEqual(found);
      clock += FILE_LOOKUP_MS;
      expect(await find(root, 'nz/en/book/paid/order/_/')).toMatchObject({ size: second.length });
      await unlink(join(page, 'index.html'));
      clock += FILE_LOOKUP_MS;
      expect(await find(root, 'nz/en/book/paid/order/_/')).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
