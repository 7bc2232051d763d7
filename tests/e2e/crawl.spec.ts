import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { sites } from '../../sites.config.ts';
import { bcp47 } from '../../src/domain/languages.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { ROUTES } from '../../src/lib/routing/routes.ts';
import { ConfigSchema, publicOrigin } from '../../src/server/config/config.ts';
import { expect, test } from '../support/e2e-test.ts';
import { foreignLink } from '../support/link-hosts.ts';

const distClient = new URL('../../dist/client/', import.meta.url).pathname;
const EU_SITES = ['fr', 'de', 'nl', 'it', 'gb'];
const EU_LANGS = ['zh', 'en', 'de', 'fr', 'es', 'it'];
/** Sample values for the parameters, so that the crawl asks for real-looking ids. */
const sample = (path: string) => path.replace(/:(\w+)\?/g, 'x$1').replace(/:(\w+)/g, (_, name: string) => `v-${name}`);
const REDIRECTS: Record<string, string> = {
  '': 'book/search/',
  book: 'book/search/',
  my: 'my/order/list/',
  mileage: 'mileage/search/',
  'book/anything/else': 'book/search/',
};

function htmlTitle(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

function decode(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

/** Every HTML file of the built page tree. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The storefront's own address, as the page tree was built with it (PUBLIC_URL, else HOST and PORT): the QR code's link. */
function builtOrigin(): string {
  const settings = v.pick(ConfigSchema, ['PUBLIC_URL', 'HOST', 'PORT']);
  return publicOrigin(v.parse(settings, Object.fromEntries(Object.keys(settings.entries).map((key) => [key, process.env[key] || undefined]))));
}

/** The addresses a built page leads to: its link attributes, and every address written out (in texts and island props). */
function addressesIn(html: string): string[] {
  const text = decode(html).replaceAll('\\/', '/');
  const attributes = [...text.matchAll(/\s(?:href|src|action|formaction|poster|cite)="([^"]*)"/g)].map((match) => match[1]);
  // An XML namespace names a standard, not a place a visitor goes.
  const written = [...text.replaceAll(/xmlns(?::\w+)?=\\?"[^"\\]*\\?"/g, '').matchAll(/(?:https?:)?\/\/[\w.-]+(?::\d+)?[^\s"'<>)\\]*/g)]
    .map((match) => match[0])
    .filter((address) => !address.startsWith('//') || /^\/\/[\w-]+\.[\w.-]+/.test(address));
  return [...attributes, ...written];
}

test.describe('the page tree of every site and language', () => {
  test('holds a built page for every route of spec 2 in every site and language', () => {
    const missing: string[] = [];
    for (const site of sites) {
      for (const lang of site.languages.list) {
        for (const route of ROUTES) {
          const file = `${distClient}${site.code}/${lang}/${route.path.replace(/:\w+\??/g, '_')}/index.html`;
          if (!existsSync(file)) missing.push(file);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('leads nowhere but to the storefront itself from any built page of any site and language', () => {
    const files = htmlFiles(distClient);
    expect(files.length).toBeGreaterThan(sites.length * ROUTES.length);
    const own = [builtOrigin()];
    const foreign = files.flatMap((file) =>
      addressesIn(readFileSync(file, 'utf8')).flatMap((address) => {
        const why = foreignLink(address, own);
        return why ? [`${file.slice(distClient.length)}: ${why}`] : [];
      }),
    );
    expect([...new Set(foreign)].slice(0, 20)).toEqual([]);
  });

  test('tells search engines each page’s own absolute address, its other languages and the default one', () => {
    const origin = builtOrigin();
    const wrong: string[] = [];
    // The booking pages of an EU country's site are redirects to the eu site's (noindex), checked there.
    for (const site of sites.filter((s) => !s.flags.euRedirect)) {
      for (const lang of site.languages.list) {
        const html = readFileSync(`${distClient}${site.code}/${lang}/book/search/index.html`, 'utf8');
        const links = [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map((m) => ({
          rel: m[1],
          lang: m[2],
          href: m[3],
        }));
        const page = (other: string) => `${origin}/tk/${site.code}/${other}/book/search/`;
        const expected = [
          { rel: 'canonical', lang: undefined, href: page(lang) },
          ...site.languages.list.map((other) => ({ rel: 'alternate', lang: bcp47(other), href: page(other) })),
          { rel: 'alternate', lang: 'x-default', href: page(site.languages.default) },
        ];
        if (JSON.stringify(links) !== JSON.stringify(expected)) wrong.push(`${site.code}/${lang}: ${JSON.stringify(links)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('lists the public pages of every site and language in a sitemap that robots.txt names', async ({ request }) => {
    const origin = builtOrigin();
    const sitemap = readFileSync(`${distClient}sitemap.xml`, 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The booking pages of an EU country's site send the browser to the eu site, which is the one listed.
    for (const site of sites.filter((s) => !s.flags.euRedirect)) {
      for (const lang of site.languages.list) expect(listed).toContain(`${origin}/tk/${site.code}/${lang}/book/search/`);
    }
    expect(listed.filter((url) => url.includes('/my/passengers/list/') || url.includes('/_/'))).toEqual([]);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/tk/sitemap.xml`);
    expect((await request.get('/tk/sitemap.xml')).status()).toBe(200);
  });

  for (const site of sites) {
    test(`answers every route of the ${site.code} site with its page or its redirect`, async ({ request }) => {
      for (const lang of site.languages.list) {
        const messages = messagesOf(lang);
        for (const route of ROUTES) {
          const url = `/tk/${site.code}/${lang}/${sample(route.path)}/`;
          const res = await request.get(url, { maxRedirects: 0 });
          const section = route.path.split('/')[0];
          if (EU_SITES.includes(site.code) && (section === 'book' || section === 'mileage')) {
            expect(res.status(), url).toBe(302);
            expect(res.headers().location, url).toBe(`/tk/eu/${EU_LANGS.includes(lang) ? lang : 'zh'}/`);
            continue;
          }
          expect(res.status(), url).toBe(200);
          expect(decode(htmlTitle(await res.text())), url).toBe(`${messages[`route.${route.name}.title`]} | ${messages['main.brand']}`);
        }
        for (const [from, to] of Object.entries(REDIRECTS)) {
          const url = `/tk/${site.code}/${lang}/${from}`;
          const res = await request.get(url, { maxRedirects: 0 });
          expect(res.status(), url).toBe(302);
          const expected =
            EU_SITES.includes(site.code) && /^(book|mileage|$)/.test(from) && from !== ''
              ? `/tk/eu/${EU_LANGS.includes(lang) ? lang : 'zh'}/`
              : `/tk/${site.code}/${lang}/${to}`;
          expect(res.headers().location, url).toBe(expected);
        }
        const unknown = await request.get(`/tk/${site.code}/${lang}/no-such-page`, { maxRedirects: 0 });
        expect(unknown.headers().location).toBe(`/tk/${site.code}/${lang}/404/`);
        const notFound = await request.get(`/tk/${site.code}/${lang}/404/`);
        expect(notFound.status()).toBe(404);
        const heading = `${messages['errorPage.title'].replace('{code}', '404')}: ${messages['errorPage.404.title']}`;
        expect(decode(htmlTitle(await notFound.text()))).toBe(`${heading}${messages['main.titleSeparator']}${messages['main.brand']}`);
      }
    });
  }
});
