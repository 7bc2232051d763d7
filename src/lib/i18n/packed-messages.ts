import { fromTabLines, toTabLines } from '../../domain/tab-lines.ts';
import type { Messages } from './catalog.ts';

/**
 * An island's messages as the page's HTML carries them: a line of key and text each (`toTabLines`), two bytes per
 * message where an object of messages cost some thirty. Message files hold no tab or line break (`MessagesSchema`),
 * so neither needs escaping.
 *
 * The keys are sorted and each is written as the length of the start it shares with the key before it (one base-36
 * digit) and the rest: `search.pax.adt.ages` after `search.pax.adt.add` is `gges`. A page's keys share long starts
 * (`search.pax.`), which is most of their bytes.
 */
export type PackedMessages = string & { readonly __packedMessages: true };

/** The longest shared start a key can name, in one base-36 digit. */
const LONGEST_SHARED = 35;

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < LONGEST_SHARED && length < a.length && a[length] === b[length]) length += 1;
  return length;
}

export function packMessages(messages: Messages): PackedMessages {
  const keys = Object.keys(messages).sort();
  const rows = keys.map((key, index) => {
    const shared = index === 0 ? 0 : sharedStart(keys[index - 1] ?? '', key);
    return [`${shared.toString(36)}${key.slice(shared)}`, messages[key] ?? ''];
  });
  return toTabLines(rows) as PackedMessages;
}

export function unpackMessages(packed: PackedMessages): Messages {
  const messages: Record<string, string> = {};
  let previous = '';
  for (const [written = '', text = ''] of fromTabLines(packed)) {
    const key = previous.slice(0, Number.parseInt(written.charAt(0), 36)) + written.slice(1);
    messages[key] = text;
    previous = key;
  }
  return messages;
}
