import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { MessagesSchema, messagesOf } from '../../src/lib/i18n/catalog.ts';
import { packMessages, unpackMessages } from '../../src/lib/i18n/packed-messages.ts';

describe('packed island messages', () => {
  it('unpack to the same messages in every language, every key and text kept', () => {
    for (const lang of LANGUAGES) {
      const messages = messagesOf(lang);
      expect(unpackMessages(packMessages(messages))).toEqual(messages);
    }
  });

  it('keep texts with quotes, apostrophes, braces and an equals sign as they are', () => {
    const messages = { 'a.b': 'He said "go" — it\'s {n, plural, one {# seat} other {# seats}}', c: 'x = y\\z' };
    expect(unpackMessages(packMessages(messages))).toEqual(messages);
  });

  it('write each key as the start it shares with the key before it and the rest, in the order of keys', () => {
    const messages = { 'search.pax.adt.ages': '12+', 'search.pax.adt.add': 'Add', 'a.b': 'A' };
    expect(packMessages(messages)).toBe('0a.b\tA\n0search.pax.adt.add\tAdd\ngges\t12+');
    const long = { [`${'x'.repeat(40)}.one`]: '1', [`${'x'.repeat(40)}.two`]: '2' };
    expect(unpackMessages(packMessages(long))).toEqual(long);
  });

  it('unpack an island without messages to none', () => {
    expect(unpackMessages(packMessages({}))).toEqual({});
  });

  it("cost far fewer bytes in a page's props attribute than the same messages as an object", () => {
    // As Astro writes a prop into the island's attribute: each value wrapped with its type, then HTML-escaped.
    const inAttribute = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
    const messages = messagesOf('en');
    const asObject = inAttribute([0, Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, [0, text]]))]);
    expect(inAttribute([0, packMessages(messages)]).length).toBeLessThan(asObject.length * 0.7);
  });

  it('are safe because a message file holds no tab or line break', () => {
    expect(v.safeParse(MessagesSchema, { 'a.b': 'one\ttwo' }).success).toBe(false);
    expect(v.safeParse(MessagesSchema, { 'a.b': 'one\ntwo' }).success).toBe(false);
    expect(v.safeParse(MessagesSchema, { 'a.b': 'one two' }).success).toBe(true);
  });
});
