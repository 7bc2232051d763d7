import { describe, expect, it } from 'vitest';
import { sites } from '../../../sites.config.ts';
import * as externalLinkTable from '../../../src/domain/external-link-table.ts';
import * as siteLocaleTable from '../../../src/domain/site-locale-table.ts';
import { browserTableSource } from '../../../src/lib/build/browser-tables.ts';

/** Loads a generated module's source as the browser would, and answers its exports. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe("the browser's copy of a table built from configuration", () => {
  it("holds each site's code, countries and languages, and nothing else of the site table", async () => {
    const copy = await evaluate(browserTableSource('site-locale-table.ts', siteLocaleTable));
    expect(Object.keys(copy).sort()).toEqual(Object.keys(siteLocaleTable).sort());
    expect(copy.SITE_LOCALES).toEqual(sites.map(({ code, countries, languages }) => ({ code, countries, languages })));
    expect(copy.DEFAULT_SITE).toBe(siteLocaleTable.DEFAULT_SITE);
    expect(copy.LANGUAGE_HOME_SITES).toEqual(siteLocaleTable.LANGUAGE_HOME_SITES);
    expect(JSON.stringify(copy)).not.toContain('gmail.com');
  });

  it("holds the external pages and the sites' own addresses as they are configured", async () => {
    const copy = await evaluate(browserTableSource('external-link-table.ts', externalLinkTable));
    expect(copy.EXTERNAL_LINKS).toEqual(externalLinkTable.EXTERNAL_LINKS);
    expect(copy.SITE_LINKS).toEqual(externalLinkTable.SITE_LINKS);
  });

  it('stops the build on an export that is not data', () => {
    expect(() => browserTableSource('table.ts', { lookUp: () => undefined })).toThrow(/lookUp is not plain data/);
  });
});
