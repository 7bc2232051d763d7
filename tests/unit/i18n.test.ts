import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sites } from '../../sites.config.ts';
import {
  API_CODES,
  DISCOUNT_CODES,
  FIELD_CODES,
  MESSAGE_CODES,
  MILEAGE_CODES,
  ORDER_CODES,
  SAVED_DATA_CODES,
  SERVER_CODES,
} from '../../src/domain/error-codes.ts';
import { bcp47, LANGUAGES } from '../../src/domain/languages.ts';
import { errorMessage, interpolate, messagesOf, missingKeys, pickMessages, translator } from '../../src/lib/i18n/index.ts';
import { argumentNames } from '../../src/lib/i18n/message-format.ts';
import { siteName } from '../../src/lib/i18n/site-names.ts';
import { ISLAND_MESSAGES } from '../../src/lib/routing/island-messages.ts';
import { LOGIN_DIALOG_MESSAGES, MESSAGE_BUNDLES, shippedNamespaces } from '../../src/lib/routing/message-namespaces.ts';
import { ERROR_CODES, ROUTES, SNS_CHANNELS } from '../../src/lib/routing/routes.ts';

const placeholders = (text: string) => argumentNames(text).join(',');

describe('translations', () => {
  it('exist as one file for each of the ten languages and nothing else', () => {
    const files = readdirSync(new URL('../../i18n/', import.meta.url))
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(files).toEqual([...LANGUAGES].map((l) => `${l}.json`).sort());
  });

  it.each(LANGUAGES)('are complete in %s: every key of en, with the same placeholders, and no extra key', (lang) => {
    expect(missingKeys(lang)).toEqual([]);
    const en = messagesOf('en');
    const own = messagesOf(lang);
    expect(Object.keys(own).filter((k) => !(k in en))).toEqual([]);
    for (const key of Object.keys(en)) expect(placeholders(own[key]), `${lang} ${key}`).toBe(placeholders(en[key]));
  });

  it('are really translated, not copies of English', () => {
    const en = messagesOf('en');
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.keys(en).filter(
        (k) => messagesOf(lang)[k] === en[k] && !k.startsWith('sns.channel.') && k !== 'main.brand' && k !== 'main.titleSeparator',
      );
      // Some words are the same in both (OK, E-mail, Business as a cabin in Italian); a copy of English would be most of them.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(Object.keys(en).length * 0.08);
    }
  });

  it('hold every message code of spec 8, every route title and every error page', () => {
    const en = messagesOf('en');
    for (const code of [...FIELD_CODES, ...MESSAGE_CODES]) expect(en[code], code).toBeTruthy();
    for (const code of [...SERVER_CODES, ...API_CODES, ...ORDER_CODES]) expect(en[`error.${code}`], code).toBeTruthy();
    expect(en['main.notSupport']).toBeTruthy();
    for (const route of ROUTES) {
      for (const part of ['title', 'description', 'keywords']) expect(en[`route.${route.name}.${part}`], route.name).toBeTruthy();
    }
    for (const code of ERROR_CODES) expect(en[`errorPage.${code}.title`]).toBeTruthy();
    for (const channel of SNS_CHANNELS) expect(en[`sns.channel.${channel}`]).toBeTruthy();
  });

  it('look an error code up as error.{code} and fall back to x02 with the code', () => {
    const de = messagesOf('de');
    expect(errorMessage(de, 'CZWEB000010')).toBe(de['error.CZWEB000010']);
    expect(errorMessage(de, 'e00')).toBe(de.e00);
    expect(errorMessage(de, 'NOPE123')).toBe(interpolate(de.x02, { code: 'NOPE123' }));
    expect(errorMessage(de, 'NOPE123')).toContain('NOPE123');
  });

  // Every code the API, a link or a form check can answer (the ErrorCode union of src/domain/error-codes.ts).
  const codes = [...FIELD_CODES, ...MESSAGE_CODES, ...SERVER_CODES, ...API_CODES, ...ORDER_CODES, ...DISCOUNT_CODES, ...SAVED_DATA_CODES, ...MILEAGE_CODES];

  it.each(LANGUAGES)('give every error code its own message in %s, never the fallback with the code', (lang) => {
    const messages = messagesOf(lang);
    for (const code of codes) {
      const found = messages[`error.${code}`] ?? messages[code];
      expect(found, `${lang} ${code}`).toMatch(/\S/);
      expect(errorMessage(messages, code), `${lang} ${code}`).toBe(found);
    }
  });

  it.each(LANGUAGES)('reach every page that can show an error code as the message of the code in %s', (lang) => {
    const all = messagesOf(lang);
    const pages = [
      ...ROUTES.flatMap((route) => {
        const island = route.island && ISLAND_MESSAGES[route.island];
        const namespaces = [...(island?.messages ?? []), ...(island?.fetches ?? []).flatMap((bundle) => MESSAGE_BUNDLES[bundle])];
        return namespaces.includes('x02') ? [{ page: route.name, namespaces }] : [];
      }),
      { page: 'login dialog', namespaces: LOGIN_DIALOG_MESSAGES },
    ];
    const raw = pages.flatMap(({ page, namespaces }) => {
      const shipped = pickMessages(all, shippedNamespaces(namespaces));
      return codes.filter((code) => errorMessage(shipped, code) !== errorMessage(all, code)).map((code) => `${page}: ${code}`);
    });
    expect(raw).toEqual([]);
  });

  it('tell a results link that breaks a rule by the message of its code, not the code', () => {
    const shop = ISLAND_MESSAGES.shop.messages;
    const de = pickMessages(messagesOf('de'), shippedNamespaces(shop));
    expect(errorMessage(de, 'e04')).toBe(messagesOf('de').e04);
    expect(errorMessage(de, 'e04')).not.toContain('[e04]');
  });

  it('keep the URL segment apart from the BCP-47 tag', () => {
    expect(bcp47('tc')).toBe('zh-Hant');
    expect(bcp47('zh')).toBe('zh-Hans');
    expect(translator('tc').t('nav.book')).not.toBe(translator('zh').t('nav.book'));
  });

  it('name every site in every language', () => {
    for (const lang of LANGUAGES) {
      for (const site of sites) expect(siteName(site, lang), `${site.code} ${lang}`).toMatch(/\S/);
    }
    expect(siteName(sites[0], 'de')).toBe('Neuseeland');
    expect(siteName(sites.find((s) => s.code === 'eu') ?? sites[0], 'en')).toBe('Europe');
  });
});
