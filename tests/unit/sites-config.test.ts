import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, sites } from '../../sites.config.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { findSite, languageFor } from '../../src/domain/site-lookup.ts';

const site = (code: string) => {
  const found = findSite(code);
  if (!found) throw new Error(`no site ${code}`);
  return found;
};

describe('the 27 country sites', () => {
  it('are numbered 1 (nz) to 27 (mx) with unique codes', () => {
    expect(sites).toHaveLength(27);
    expect(sites.map((s) => s.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(sites[0].code).toBe('nz');
    expect(sites[26].code).toBe('mx');
    expect(new Set(sites.map((s) => s.code)).size).toBe(27);
    expect(findSite(DEFAULT_SITE)).toBeDefined();
  });

  it('have the default currencies of spec 9, EUR for euro sites and USD for the rest', () => {
    const named: Record<string, string> = {
      au: 'AUD',
      ca: 'CAD',
      hk: 'HKD',
      in: 'INR',
      id: 'IDR',
      jp: 'JPY',
      my: 'MYR',
      nz: 'NZD',
      ph: 'PHP',
      sg: 'SGD',
      kr: 'KRW',
      tw: 'TWD',
      th: 'THB',
      gb: 'GBP',
      mo: 'MOP',
    };
    for (const s of sites) {
      const euro = ['eu', 'fr', 'de', 'nl', 'it'].includes(s.code);
      expect(s.currencies.default, s.code).toBe(named[s.code] ?? (euro ? 'EUR' : 'USD'));
      expect(s.currencies.supported, s.code).toContain(s.currencies.default);
    }
  });

  it('offer the currency sets of the eu, MEA and APAC sites', () => {
    for (const code of ['eu', 'fr', 'de', 'nl', 'it', 'gb']) {
      expect(site(code).currencies.supported).toEqual(['EUR', 'GBP', 'USD', 'HUF', 'RSD']);
    }
    expect(site('mea').currencies.supported).toEqual(['USD', 'SAR', 'QAR', 'AED']);
    expect(site('apac').currencies.supported).toEqual(['USD', 'PGK', 'NPR']);
  });

  it('default to English, but Chinese for eu and mo, Traditional Chinese for hk and tw, and Korean for kr', () => {
    const special: Record<string, string> = { eu: 'zh', mo: 'zh', hk: 'tc', tw: 'tc', kr: 'ko' };
    for (const s of sites) {
      expect(s.languages.default, s.code).toBe(special[s.code] ?? 'en');
      expect(s.languages.list, s.code).toContain(s.languages.default);
      for (const lang of s.languages.list) expect(LANGUAGES).toContain(lang);
    }
  });

  it('ask for surname then given name on jp, kr, my, sg and tw only', () => {
    const surnameFirst = sites
      .filter((s) => s.nameLayout === 'surnameGiven')
      .map((s) => s.code)
      .sort();
    expect(surnameFirst).toEqual(['jp', 'kr', 'my', 'sg', 'tw']);
  });

  it('carry the flags of spec 9 on exactly the sites it names', () => {
    const flagged = (flag: keyof (typeof sites)[number]['flags']) =>
      sites
        .filter((s) => s.flags[flag])
        .map((s) => s.code)
        .sort();
    expect(flagged('noGDPR')).toEqual(['de', 'eu', 'fr', 'gb', 'it', 'nl']);
    expect(flagged('hideFindPassword')).toEqual(['us']);
    expect(flagged('rpdf')).toEqual(['au', 'kr', 'nz']);
    expect(flagged('carrierSurcharge')).toEqual(['ca']);
    expect(flagged('euRedirect')).toEqual(['de', 'fr', 'gb', 'it', 'nl']);
  });

  it('start every trip search from the site gateway to CAN, two and four days ahead, within a year', () => {
    for (const s of sites) {
      expect(s.defaults.arrival).toBe('CAN');
      expect(s.defaults.departure).toMatch(/^[A-Z]{3}$/);
      expect(s.defaults).toMatchObject({ depDate: 2, backDate: 4, minDate: 0, maxDateYears: 1 });
      expect(s.defaults.nationality).toMatch(/^[A-Z]{2}$/);
      expect(s.defaults.documentIssuer).toMatch(/^[A-Z]{2}$/);
      expect(s.defaults.contactAreaCode).toMatch(/^\d{1,5}$/);
      expect(s.emailSuffixes.length).toBeGreaterThan(0);
      expect(s.emailSuffixes.some((d) => d.includes('yahoo'))).toBe(false);
    }
  });

  it('replace a language a site does not have with its default', () => {
    expect(languageFor(site('kr'), 'de')).toBe('ko');
    expect(languageFor(site('de'), 'de')).toBe('de');
    expect(languageFor(site('hk'), undefined)).toBe('tc');
  });
});
