import { existsSync } from 'node:fs';
import { sites } from '../../sites.config.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { ROUTES } from '../../src/lib/routing/routes.ts';
import { expect, test } from '../support/e2e-test.ts';

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
        expect(unknown.headers().location).toBe('/tk/404/');
      }
    });
  }
});
