import { describe, expect, it } from 'vitest';
import { LANGUAGE_HOME_SITES } from '../../sites.config.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { findSite } from '../../src/domain/site-lookup.ts';
import { acceptedLanguages, firstVisitLocale } from '../../src/lib/routing/first-visit.ts';
import { resolveLocale } from '../../src/lib/routing/locale.ts';
import { planRequest } from '../../src/lib/routing/request-plan.ts';

/** The site and language of a first visit with this Accept-Language header and CDN country. */
const firstVisit = (acceptLanguage: string, country?: string) => {
  const { site, lang } = firstVisitLocale({ languages: acceptedLanguages(acceptLanguage), country });
  return `${site}/${lang}`;
};

describe('the site and language of a first visit', () => {
  it('takes the country of a region subtag to its site, in the language of the tag', () => {
    expect(firstVisit('ja-JP')).toBe('jp/ja');
    expect(firstVisit('ko-KR')).toBe('kr/ko');
    expect(firstVisit('de-DE')).toBe('de/de');
    expect(firstVisit('en-AU')).toBe('au/en');
    expect(firstVisit('en-GB')).toBe('gb/en');
    expect(firstVisit('fr-CA')).toBe('ca/fr');
    expect(firstVisit('es-MX')).toBe('mx/es');
    expect(firstVisit('en-US')).toBe('us/en');
  });

  it('takes a country the eu site sells to there', () => {
    expect(firstVisit('de-AT')).toBe('eu/de');
    expect(firstVisit('de-CH')).toBe('eu/de');
    expect(firstVisit('es-ES')).toBe('eu/es');
  });

  it('shows Traditional Chinese in Taiwan and Hong Kong and Simplified Chinese elsewhere', () => {
    expect(firstVisit('zh-TW')).toBe('tw/tc');
    expect(firstVisit('zh-HK')).toBe('hk/tc');
    expect(firstVisit('zh-Hant-TW')).toBe('tw/tc');
    expect(firstVisit('zh-SG')).toBe('sg/zh');
    // No site sells to mainland China: the language's home site.
    expect(firstVisit('zh-CN')).toBe('nz/zh');
  });

  it('takes a bare language to its home site', () => {
    expect(firstVisit('ko')).toBe('kr/ko');
    expect(firstVisit('ja')).toBe('jp/ja');
    expect(firstVisit('de')).toBe('de/de');
    expect(firstVisit('es')).toBe('mx/es');
    expect(firstVisit('zh-Hant')).toBe('tw/tc');
    expect(firstVisit('en')).toBe('nz/en');
  });

  it('has a home site for every language that offers the language', () => {
    for (const lang of LANGUAGES) {
      expect(findSite(LANGUAGE_HOME_SITES[lang])?.languages.list, lang).toContain(lang);
    }
  });

  it('keeps to a country site in the best of its languages when the tag names one it lacks', () => {
    // The nl site speaks English and Chinese, not Dutch.
    expect(firstVisit('nl-NL, zh;q=0.8')).toBe('nl/zh');
    expect(firstVisit('nl-NL')).toBe('nl/en');
    expect(firstVisit('ja-US, es;q=0.9')).toBe('us/es');
  });

  it('passes over tags of languages and countries it does not serve', () => {
    expect(firstVisit('pt-BR, pt;q=0.9, ko;q=0.5')).toBe('kr/ko');
    expect(firstVisit('pt-BR')).toBe('nz/en');
  });

  it('follows the weights of the header, keeping the order of equal weights', () => {
    expect(firstVisit('en;q=0.5, ja-JP;q=0.9, de;q=0.7')).toBe('jp/ja');
    expect(firstVisit('de-DE;q=0.8, ko-KR;q=0.8')).toBe('de/de');
    expect(firstVisit('ja-JP;q=0, ko')).toBe('kr/ko');
    expect(acceptedLanguages('fr;q=0.3, it, de;q=1.0, *;q=0.1')).toEqual(['it', 'de', 'fr']);
  });

  it('goes to the default site in English on a missing or malformed header', () => {
    expect(firstVisit('')).toBe('nz/en');
    expect(firstVisit('*')).toBe('nz/en');
    expect(firstVisit('!!!, <script>, ja-JP;q=high, 12-34, ;;;,,,')).toBe('nz/en');
    expect(acceptedLanguages('ja-JP;q=2, ko;q=-1, de;q=0.5x')).toEqual([]);
    expect(firstVisit(`${'xx-yy,'.repeat(5000)}ja-JP`)).toBe('nz/en');
    expect(firstVisitLocale({ languages: ['', 'ja JP', 'ko'] })).toEqual({ site: 'kr', lang: 'ko' });
  });

  it('lets the CDN country choose the site, in the best of its languages for the browser', () => {
    expect(firstVisit('es', 'MX')).toBe('mx/es');
    expect(firstVisit('ja-JP', 'KR')).toBe('kr/ko');
    expect(firstVisit('ja-JP, en;q=0.5', 'KR')).toBe('kr/en');
    expect(firstVisit('ja-JP, zh;q=0.5', 'DE')).toBe('de/zh');
    expect(firstVisit('de-DE', 'at')).toBe('eu/de');
    expect(firstVisit('', 'KR')).toBe('kr/ko');
  });

  it('leaves an unknown or malformed country to the browser languages', () => {
    expect(firstVisit('ja-JP', 'BR')).toBe('jp/ja');
    expect(firstVisit('ja-JP', 'XX')).toBe('jp/ja');
    expect(firstVisit('ko', 'T1')).toBe('kr/ko');
    expect(firstVisit('ko', '')).toBe('kr/ko');
    expect(firstVisit('ko', 'KOR')).toBe('kr/ko');
  });
});

describe('a first visit among the choices a traveller made', () => {
  const visit = { query: new URLSearchParams(), path: '', hash: '' };

  it('never overrides the language cookie, the session, the path or the query', () => {
    const browser = { browserLanguages: ['ja-JP'], country: 'JP' };
    expect(resolveLocale({ ...visit, ...browser, cookie: 'en__au' })).toMatchObject({ site: 'au', lang: 'en', from: 'cookie' });
    expect(resolveLocale({ ...visit, ...browser, session: { site: 'au', lang: 'en' } })).toMatchObject({ site: 'au', lang: 'en', from: 'session' });
    expect(resolveLocale({ ...visit, ...browser, path: 'kr/ko' })).toMatchObject({ site: 'kr', lang: 'ko', from: 'path' });
    expect(resolveLocale({ ...visit, ...browser, query: new URLSearchParams('site=mx&lang=es') })).toMatchObject({ site: 'mx', lang: 'es', from: 'query' });
  });

  it('chooses by browser and country when nothing names a site', () => {
    expect(resolveLocale({ ...visit, browserLanguages: ['ko'] })).toEqual({ kind: 'ok', site: 'kr', lang: 'ko', from: 'firstVisit' });
    expect(resolveLocale({ ...visit, browserLanguages: ['es'], country: 'MX' })).toMatchObject({ site: 'mx', lang: 'es' });
  });

  it('takes a language named without a site as the browser first choice', () => {
    expect(resolveLocale({ ...visit, query: new URLSearchParams('lang=ja'), browserLanguages: ['de-DE'] })).toMatchObject({ site: 'jp', lang: 'ja' });
  });
});

describe('the front door of the bundled server', () => {
  it('sends a visitor without a stored choice to the search page of their browser and country, for caches to keep apart', () => {
    expect(planRequest('/', '', { acceptLanguage: 'ja-JP,ja;q=0.9,en;q=0.8' })).toEqual({
      kind: 'redirect',
      location: '/tk/jp/ja/book/search/',
      status: 302,
      varies: true,
    });
    expect(planRequest('/tk/', '', { acceptLanguage: 'ko' })).toMatchObject({ location: '/tk/kr/ko/book/search/' });
    expect(planRequest('/tk', '', { acceptLanguage: 'de-DE' })).toMatchObject({ location: '/tk/de/de/book/search/' });
    expect(planRequest('/s/', '?rc=A1', { acceptLanguage: 'es', country: 'MX' })).toMatchObject({ location: '/s/mx/es/book/search/?rc=A1' });
  });

  it('sends a visitor with a stored choice or a choice in the query to that choice', () => {
    expect(planRequest('/', '', { langCookie: 'en__au', acceptLanguage: 'ja-JP', country: 'JP' })).toMatchObject({ location: '/tk/au/en/book/search/' });
    expect(planRequest('/tk/', '?site=kr&ref=mail', { acceptLanguage: 'ja-JP' })).toMatchObject({ location: '/tk/kr/ko/book/search/?ref=mail' });
    expect(planRequest('/tk/', '?site=zz', { acceptLanguage: 'ja-JP' })).toMatchObject({ location: '/tk/404/' });
  });

  it('shows its list of every site and language when asked for it, even to a visitor with a stored choice', () => {
    expect(planRequest('/tk/', '?sites', { langCookie: 'en__au', acceptLanguage: 'ja-JP' })).toEqual({ kind: 'file', path: '' });
    expect(planRequest('/s/', '?sites', { acceptLanguage: 'ko' })).toEqual({ kind: 'file', path: '' });
  });

  it('serves a top-level error page as the visitor site shows it, with its status', () => {
    expect(planRequest('/tk/404/', '', { acceptLanguage: 'ja-JP' })).toEqual({ kind: 'file', path: 'jp/ja/404/', status: 404, varies: true });
    expect(planRequest('/tk/500', '', { langCookie: 'de__eu' })).toMatchObject({ path: 'eu/de/500/', status: 500 });
    expect(planRequest('/tk/404/', '', { langCookie: 'de__zz' })).toMatchObject({ path: '404/', status: 404 });
  });

  it('serves the not-supported notice of a site in the best of its languages for the visitor', () => {
    expect(planRequest('/tk/jp/', '', { acceptLanguage: 'ja-JP' })).toEqual({ kind: 'file', path: 'jp/ja/not-supported/', varies: true });
    expect(planRequest('/tk/jp', '?keep=1', { langCookie: 'zh__au', acceptLanguage: 'ja-JP' })).toMatchObject({ path: 'jp/zh/not-supported/' });
    expect(planRequest('/tk/kr/', '', { acceptLanguage: 'de-DE' })).toMatchObject({ path: 'kr/ko/not-supported/' });
    expect(planRequest('/tk/jp/')).toEqual({ kind: 'file', path: 'jp/' });
  });

  it('serves the error pages of a site and language with their status', () => {
    expect(planRequest('/tk/jp/ja/404/')).toEqual({ kind: 'file', path: 'jp/ja/404/', status: 404 });
    expect(planRequest('/tk/jp/ja/503')).toMatchObject({ path: 'jp/ja/503/', status: 503 });
    expect(planRequest('/tk/jp/de/404/')).toMatchObject({ location: '/tk/jp/en/404/' });
    expect(planRequest('/tk/jp/ja/999/')).toMatchObject({ location: '/tk/jp/ja/404/' });
  });
});
