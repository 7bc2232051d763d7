import { describe, expect, it } from 'vitest';
import { siteLanguagePairs } from '../../src/domain/site-lookup.ts';
import { planRequest } from '../../src/lib/routing/request-plan.ts';
import { sitemapPaths } from '../../src/lib/routing/static-paths.ts';

describe('the sitemap', () => {
  const paths = sitemapPaths();

  it('lists the search page of every site and language, each page once, but where an EU country’s site sends it to the eu site', () => {
    for (const { site, lang } of siteLanguagePairs()) {
      const path = `${site.code}/${lang}/book/search/`;
      if (site.flags.euRedirect) expect(paths).not.toContain(path);
      else expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out the pages behind a login, the placeholder pages of routes with parameters and the test pages', () => {
    expect(paths.filter((path) => path.includes('/my/passengers/') || path.includes('/_/') || path.includes('/test/'))).toEqual([]);
    expect(paths).toContain('nz/en/my/order/find/');
  });

  it('is named by a robots.txt served at the root of the host', () => {
    expect(planRequest('/robots.txt')).toEqual({ kind: 'file', path: 'robots.txt' });
    expect(planRequest('/tk/sitemap.xml')).toEqual({ kind: 'file', path: 'sitemap.xml' });
  });
});
