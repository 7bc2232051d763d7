import * as v from 'valibot';
import de from '../../../i18n/de.json' with { type: 'json' };
import en from '../../../i18n/en.json' with { type: 'json' };
import es from '../../../i18n/es.json' with { type: 'json' };
import fr from '../../../i18n/fr.json' with { type: 'json' };
import it from '../../../i18n/it.json' with { type: 'json' };
import ja from '../../../i18n/ja.json' with { type: 'json' };
import ko from '../../../i18n/ko.json' with { type: 'json' };
import ru from '../../../i18n/ru.json' with { type: 'json' };
import tc from '../../../i18n/tc.json' with { type: 'json' };
import zh from '../../../i18n/zh.json' with { type: 'json' };
import { bcp47, LANGUAGES, type Lang } from '../../domain/languages.ts';
import { LANGUAGE_TAG_KEY } from './format.ts';

/** Every message key, taken from the source language. */
export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<string, string>>;

/** A file of messages: flat dotted keys to non-empty strings. */
export const MessagesSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'keys are flat and dotted')),
  // One line without tabs: islands carry their messages packed as lines of key and text (packed-messages.ts).
  v.pipe(v.string(), v.nonEmpty(), v.regex(/^[^\t\n]+$/, 'a message is one line, without tabs')),
);

const raw: Record<Lang, unknown> = { zh, en, de, fr, ru, ko, ja, tc, es, it };

function load(): Record<Lang, Messages> {
  const out: Partial<Record<Lang, Messages>> = {};
  for (const lang of LANGUAGES) {
    const result = v.safeParse(MessagesSchema, raw[lang]);
    if (!result.success) {
      throw new Error(`i18n/${lang}.json is not valid: ${v.summarize(result.issues)}`);
    }
    out[lang] = { ...result.output, [LANGUAGE_TAG_KEY]: bcp47(lang) };
  }
  return out as Record<Lang, Messages>;
}

/** All languages' messages, validated once when first used. */
let catalog: Record<Lang, Messages> | undefined;

export function messagesOf(lang: Lang): Messages {
  catalog ??= load();
  return catalog[lang];
}

/** Keys of the source language that a language lacks. */
export function missingKeys(lang: Lang): string[] {
  const own = messagesOf(lang);
  return Object.keys(messagesOf('en')).filter((key) => !(key in own));
}
