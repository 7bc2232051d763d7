import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bcp47, LANGUAGES, type Lang } from '../../src/domain/languages.ts';
import { LANGUAGE_TAG_KEY } from '../../src/lib/i18n/format.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { formatMessage, parseMessage, pluralArguments } from '../../src/lib/i18n/message-format.ts';

const Marker = v.object({ pattern: v.string(), why: v.string() });
const Term = v.object({ concept: v.string(), use: v.string(), avoid: v.array(v.string()), except: v.optional(v.array(v.string())) });
const Glossary = v.object({
  register: v.object({ choice: v.string(), forbidden: v.array(Marker), except: v.optional(v.array(v.string())) }),
  terms: v.array(Term),
});

const TRANSLATED = LANGUAGES.filter((lang) => lang !== 'en');

function glossaryOf(lang: Lang): v.InferOutput<typeof Glossary> {
  const file = new URL(`../../i18n/glossary/${lang}.json`, import.meta.url);
  return v.parse(Glossary, JSON.parse(readFileSync(file, 'utf8')));
}

/** The messages of a file as translators wrote them, without the language tag the catalogue adds. */
function messages(lang: Lang): [string, string][] {
  return Object.entries(messagesOf(lang)).filter(([key]) => key !== LANGUAGE_TAG_KEY);
}

/** Every message that matches a pattern, as "key: text", outside the keys excepted. */
function matching(lang: Lang, pattern: string, except: readonly string[] = []): string[] {
  const regex = new RegExp(pattern, 'iu');
  return messages(lang)
    .filter(([key, text]) => !except.includes(key) && regex.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

/**
 * Placeholders that carry a count: outside a plural argument they would read "1 days". The keys listed here use
 * them as labels, where the number stands on its own ("Adults: {count}", "{count} × {kg} kg", "{minutes} min").
 */
const COUNT_NAMES = ['count', 'minutes', 'days', 'hours', 'miles', 'seats', 'all', 'max', 'min', 'pieces', 'adults', 'children', 'infants'];
const COUNTS_AS_LABELS = new Set([
  'shop.travellers',
  'shop.timeLeft',
  'shop.session.warning',
  'shop.session.warningFinal',
  'shop.session.extended',
  'shop.duration',
  'shop.rules.bagsValue',
  'search.pax.adt.count',
  'search.pax.cnn.count',
  'search.pax.inf.count',
  'search.error.dateRange',
  'addition.flightTitle',
  'addition.bagsIncluded',
  'addition.bagOption',
  'addition.seatsLost',
  'order.baggageAllowance',
  'order.passengerCount',
  'order.priceLine',
  'find.found',
  'myContacts.heading',
  'myContacts.fix',
  'coupon.section.usable',
  'coupon.section.used',
  'coupon.section.expired',
  'passengers.fix',
  'lowFare.card.travellers',
  'lowFare.card.stay',
  'lowFare.form.errors',
  'mileage.header.balance',
  'mileage.balance.value',
  'mileage.cell.seatsLeft',
  'mileage.quote.line',
  'mileage.baggage.pieces',
  'mileage.book.travellersHint',
  'mileage.book.wrongCount',
  'sppsg.register.fix',
  'staff.pendingCaption',
  // The noun follows the second number, which is in a plural argument: "{min} to {max, plural, …}".
  'search.flightLimits',
  'myPassengers.count',
]);

describe('the voice of each language', () => {
  it.each(LANGUAGES)('parses every message of %s as ICU MessageFormat', (lang) => {
    const broken = messages(lang).filter(([, text]) => {
      try {
        parseMessage(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(TRANSLATED)('keeps one register in %s: no message uses a form of the other one', (lang) => {
    const glossary = glossaryOf(lang);
    expect(glossary.register.forbidden.length, 'the register markers of the language').toBeGreaterThan(0);
    for (const marker of glossary.register.forbidden) {
      expect(matching(lang, marker.pattern, glossary.register.except), `${lang}: ${marker.why}`).toEqual([]);
    }
  });

  it.each(TRANSLATED)('names each concept of the %s glossary by its one term', (lang) => {
    const glossary = glossaryOf(lang);
    expect(glossary.terms.length).toBeGreaterThanOrEqual(5);
    for (const term of glossary.terms) {
      for (const avoided of term.avoid) {
        expect(matching(lang, avoided, term.except), `${lang} ${term.concept}: use "${term.use}", not /${avoided}/`).toEqual([]);
      }
    }
  });

  it('finds the markers it looks for: a tu imperative in Italian and a du form in German', () => {
    const marks = (lang: Lang, text: string) => glossaryOf(lang).register.forbidden.some((marker) => new RegExp(marker.pattern, 'iu').test(text));
    expect(marks('it', 'Scegli un volo')).toBe(true);
    expect(marks('it', 'Scelga un volo')).toBe(false);
    expect(marks('de', 'Wähle deinen Flug')).toBe(true);
    expect(marks('de', 'Wählen Sie Ihren Flug')).toBe(false);
    expect(marks('es', 'Elige tu vuelo')).toBe(true);
    expect(marks('es', 'Elija su vuelo')).toBe(false);
  });

  it('puts every count of the English source in a plural argument, but for the labels where it stands alone', () => {
    const bare = messages('en')
      .filter(([key]) => !COUNTS_AS_LABELS.has(key))
      .filter(([, text]) => COUNT_NAMES.some((name) => text.includes(`{${name}}`)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(bare).toEqual([]);
  });

  it.each(TRANSLATED)('gives %s every plural argument of the source, with each plural category the language has', (lang) => {
    const categories = new Intl.PluralRules(bcp47(lang)).resolvedOptions().pluralCategories;
    const own = messagesOf(lang);
    const problems: string[] = [];
    for (const [key, source] of messages('en')) {
      for (const plural of pluralArguments(source).filter((a) => a.kind === 'plural')) {
        const found = pluralArguments(own[key] ?? '').filter((a) => a.kind === 'plural' && a.name === plural.name);
        if (found.length === 0) {
          problems.push(`${key}: no {${plural.name}, plural, …}`);
        }
        for (const argument of found) {
          const missing = categories.filter((category) => !argument.cases.includes(category));
          const foreign = argument.cases.filter((c) => !c.startsWith('=') && !categories.includes(c as Intl.LDMLPluralRule));
          if (missing.length > 0 || foreign.length > 0) {
            problems.push(`${key}: {${plural.name}} lacks ${missing.join(' ')} / has ${foreign.join(' ')}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes a count in the form its number takes, in Russian too', () => {
    expect(formatMessage('{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}', { n: 21 }, 'ru')).toBe('21 день');
    expect(formatMessage('{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}', { n: 24 }, 'ru')).toBe('24 дня');
    expect(formatMessage('{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}', { n: 25 }, 'ru')).toBe('25 дней');
    expect(formatMessage('{n, plural, =0 {none} one {# flight} other {# flights}}', { n: 0 }, 'en')).toBe('none');
    expect(formatMessage('{n, plural, one {# mile} other {# miles}}', { n: 12000 }, 'en')).toBe('12,000 miles');
    expect(formatMessage('{n, plural, one {# Meile} other {# Meilen}}', { n: 1000 }, 'de')).toBe('1.000 Meilen');
    expect(formatMessage('{kind, select, adult {an adult} other {a child}} {name}', { kind: 'adult', name: 'Ana' })).toBe('an adult Ana');
  });

  it.each(LANGUAGES)('gives every page of %s its own title', (lang) => {
    const titles = messages(lang).filter(([key]) => /^route\..+\.title$/.test(key));
    const seen = new Map<string, string[]>();
    for (const [key, title] of titles) seen.set(title, [...(seen.get(title) ?? []), key]);
    expect([...seen.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it.each(LANGUAGES)('writes an ellipsis as one character in %s', (lang) => {
    expect(matching(lang, '\\.\\.\\.')).toEqual([]);
  });

  it('spaces French punctuation with a no-break space before : ; ? ! and inside guillemets', () => {
    // A colon between digits is a time, and one before // a web address.
    expect(matching('fr', '(?<![\\u00a0\\u202f\\d])[;?!]|(?<![\\u00a0\\u202f\\d])(?<!https?):(?!//)(?!\\d)')).toEqual([]);
    expect(matching('fr', '«(?![\\u00a0\\u202f])|(?<![\\u00a0\\u202f])»')).toEqual([]);
  });

  it.each(['fr', 'it'] as const)('writes the apostrophe of %s as ’', (lang) => {
    expect(matching(lang, "'")).toEqual([]);
  });

  it.each(TRANSLATED)('records the review of %s in the README of the messages', (lang) => {
    const readme = readFileSync(new URL('../../i18n/README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`(\`${lang}\`)`);
  });
});
