import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, siteFormat, siteLocale, siteWeekStart } from '../../src/domain/locale-format.ts';
import { displayedName } from '../../src/domain/saved-data/passenger-names.ts';
import { siteLanguagePairs } from '../../src/domain/site-lookup.ts';
import { calendarNames } from '../../src/ui/date-picker/calendar-names.ts';
import { monthWeeks } from '../../src/ui/date-picker/calendar-steps.ts';

const money = (currency: string, amount: number) => ({ currency, amount });

describe('dates, times and money on a site', () => {
  it('take the language and the site country together', () => {
    expect(siteLocale('en', 'au')).toBe('en-AU');
    expect(siteLocale('en', 'gb')).toBe('en-GB');
    expect(siteLocale('en', 'nz')).toBe('en-NZ');
    expect(siteLocale('en', 'sg')).toBe('en-SG');
    expect(siteLocale('es', 'mx')).toBe('es-MX');
    expect(siteLocale('es', 'us')).toBe('es-US');
    expect(siteLocale('tc', 'tw')).toBe('zh-Hant-TW');
    expect(siteLocale('tc', 'hk')).toBe('zh-Hant-HK');
    expect(siteLocale('en', 'eu')).toBe('en-IE');
  });

  it('fall back to international English, or to the language alone, where Intl has no conventions for the pair', () => {
    expect(siteLocale('en', 'th')).toBe('en-001');
    expect(siteLocale('en', 'mea')).toBe('en-001');
    expect(siteLocale('zh', 'nz')).toBe('zh-Hans');
    expect(siteLocale('es', 'eu')).toBe('es-419');
  });

  it('write a day as the country does: 25/11/2026 in Australia, 11/25 in the United States', () => {
    expect(siteFormat('en', 'au').day('2026-11-25', 'long')).toBe('25 November 2026');
    expect(siteFormat('en', 'gb').day('2026-11-25', 'short')).toBe('25/11/2026');
    expect(siteFormat('en', 'au').day('2026-11-25', 'short')).toMatch(/^25\/11\/(20)?26$/);
    expect(siteFormat('en', 'us').day('2026-11-25', 'short')).toMatch(/^11\/25\/(20)?26$/);
  });

  it('write money as the country does: a period before the cents in Mexico, NT$ in Taiwan', () => {
    expect(siteFormat('es', 'mx').money(money('MXN', 123_450))).toBe('$1,234.50');
    expect(siteFormat('es', 'eu').money(money('EUR', 123_450))).toBe('EUR\u00a01,234.50');
    expect(siteFormat('tc', 'tw').money(money('TWD', 120_000))).toBe('NT$1,200.00');
    expect(siteFormat('en', 'tw').money(money('TWD', 120_000))).toBe('NT$1,200.00');
    expect(siteFormat('de', 'de').money(money('EUR', 123_450))).toBe('1.234,50\u00a0€');
  });

  it('keep one clock per locale: 24 hours but where the country writes 12, and 24 for Chinese and Korean', () => {
    expect(siteFormat('en', 'gb').time('2026-11-25T14:45')).toBe('14:45');
    expect(siteFormat('en', 'us').time('2026-11-25T14:45')).toMatch(/^2:45\sPM$/);
    expect(siteFormat('ja', 'jp').time('2026-11-25T14:45')).toBe('14:45');
    expect(siteFormat('ko', 'kr').time('2026-11-25T14:45')).toBe('14:45');
    expect(siteFormat('tc', 'tw').time('2026-11-25T14:45')).toBe('14:45');
    expect(siteFormat('en', 'us').dayAndTime('2026-11-25T14:45')).toMatch(/2:45\sPM$/);
    expect(siteFormat('tc', 'tw').dayAndTime('2026-11-25T14:45')).toContain('14:45');
  });

  it('head a month with the year-month form of the language', () => {
    expect(siteFormat('en', 'gb').yearMonth(2026, 11)).toBe('November 2026');
    expect(siteFormat('ja', 'jp').yearMonth(2026, 11)).toBe('2026年11月');
    expect(siteFormat('de', 'de').yearMonth(2026, 11)).toBe('November 2026');
  });

  it('start the week on the country’s first day', () => {
    expect(siteWeekStart('de', 'de')).toBe(1);
    expect(siteWeekStart('fr', 'fr')).toBe(1);
    expect(siteWeekStart('ru', 'ru')).toBe(1);
    expect(siteWeekStart('en', 'gb')).toBe(1);
    expect(siteWeekStart('en', 'us')).toBe(7);
    expect(siteWeekStart('ja', 'jp')).toBe(7);
    expect(siteWeekStart('en', 'th')).toBe(7);
    expect(firstDayOfWeek('it')).toBe(1);
  });

  it('has a locale Intl accepts for every site and language', () => {
    for (const { site, lang } of siteLanguagePairs()) {
      const locale = siteLocale(lang, site.code);
      expect(Intl.getCanonicalLocales(locale), `${site.code}/${lang}`).toEqual([locale]);
    }
  });
});

describe('the date picker', () => {
  it('lays a month out from the locale’s first day and heads it with Intl’s year and month', () => {
    // 1 November 2026 is a Sunday.
    expect(monthWeeks(2026, 11, 7)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthWeeks(2026, 11, 1)[0]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 1]);
    expect(calendarNames('de-DE', 1).weekdays).toEqual(['M', 'D', 'M', 'D', 'F', 'S', 'S']);
    expect(calendarNames('en-US', 7).weekdays).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(calendarNames('ja-JP', 7).yearMonth(2026, 11)).toBe('2026年11月');
  });
});

describe('a traveller’s name', () => {
  it('shows in the site’s layout: surname first on surname-first sites', () => {
    expect(displayedName({ surname: 'TANAKA', given: 'HANA' }, 'surnameGiven')).toBe('TANAKA HANA');
    expect(displayedName({ surname: 'Smith', given: 'Ann', middle: 'Lee' }, 'firstMiddleLast')).toBe('Ann Lee Smith');
  });
});

/** Every source file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the sources', () => {
  it('format no date, number or price from the language alone: each goes through the site locale', () => {
    const root = new URL('../../src/', import.meta.url).pathname;
    const offending = sources(root).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...text.matchAll(/new Intl\.(DateTimeFormat|NumberFormat)\(\s*\[?bcp47\(/g),
        ...text.matchAll(/toLocale(Date|Time)?String\(/g),
        ...(file.endsWith('locale-format.ts') || file.endsWith('money.ts') ? [] : text.matchAll(/\bformatMoney\(/g)),
      ];
      return found.map((match) => `${file.slice(root.length)}: ${match[0]}`);
    });
    expect(offending).toEqual([]);
  });
});
