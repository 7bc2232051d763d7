import { describe, expect, it } from 'vitest';
import { formatLangCookie, type LocaleSources, parseLangCookie, resolveLocale } from '../../src/lib/routing/locale.ts';

const sources = (over: Partial<LocaleSources>): LocaleSources => ({ query: new URLSearchParams(), path: '', hash: '', ...over });

describe('site and language resolution', () => {
  it('reads the query string before the path', () => {
    expect(resolveLocale(sources({ query: new URLSearchParams('site=au&lang=zh'), path: 'nz/en' }))).toMatchObject({ site: 'au', lang: 'zh', from: 'query' });
  });

  it('reads the path before the hash, the cookie and session storage', () => {
    expect(resolveLocale(sources({ path: 'jp/ja', hash: '#/kr/ko', cookie: 'zh__au', session: { site: 'us', lang: 'es' } }))).toMatchObject({
      site: 'jp',
      lang: 'ja',
      from: 'path',
    });
  });

  it('reads hash segments 1 and 2 when the path has none', () => {
    expect(resolveLocale(sources({ hash: '#/kr/ko/book/search', cookie: 'zh__au' }))).toMatchObject({ site: 'kr', lang: 'ko', from: 'hash' });
  });

  it('reads the language cookie, lang and site joined by two underscores, then session storage', () => {
    expect(resolveLocale(sources({ cookie: 'zh__au', session: { site: 'us', lang: 'es' } }))).toMatchObject({ site: 'au', lang: 'zh', from: 'cookie' });
    expect(resolveLocale(sources({ session: { site: 'us', lang: 'es' } }))).toMatchObject({ site: 'us', lang: 'es', from: 'session' });
    expect(formatLangCookie('au', 'zh')).toBe('zh__au');
    expect(parseLangCookie('tc__hk')).toEqual({ site: 'hk', lang: 'tc' });
  });

  it('sends a first-time visitor to the site and language of their browser, else the default site', () => {
    expect(resolveLocale(sources({}))).toMatchObject({ site: 'nz', lang: 'en', from: 'firstVisit' });
    expect(resolveLocale(sources({ browserLanguages: ['zh-CN', 'en'] }))).toMatchObject({ site: 'nz', lang: 'zh' });
    expect(resolveLocale(sources({ browserLanguages: ['ko-KR'] }))).toMatchObject({ site: 'kr', lang: 'ko' });
  });

  it('calls an unknown site unsupported and replaces a language the site lacks', () => {
    expect(resolveLocale(sources({ query: new URLSearchParams('site=zz') }))).toEqual({ kind: 'unsupportedSite', site: 'zz' });
    expect(resolveLocale(sources({ path: 'hk/de' }))).toMatchObject({ site: 'hk', lang: 'tc' });
    expect(resolveLocale(sources({ query: new URLSearchParams('site=kr'), path: 'nz/zh' }))).toMatchObject({ site: 'kr', lang: 'zh' });
  });
});
