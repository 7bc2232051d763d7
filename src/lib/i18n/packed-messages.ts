import type { Messages } from './catalog.ts';

/**
 * An island's messages as one string of `key<TAB>text` lines. Every page carries its islands' props in its HTML,
 * where Astro wraps each value of an object and escapes each quote: an object of messages cost some thirty bytes
 * of markup per message around its text, a line costs two. Message files hold no tab or line break
 * (`MessagesSchema`), so neither needs escaping.
 */
export type PackedMessages = string & { readonly __packedMessages: true };

export function packMessages(messages: Messages): PackedMessages {
  return Object.entries(messages)
    .map(([key, text]) => `${key}\t${text}`)
    .join('\n') as PackedMessages;
}

export function unpackMessages(packed: PackedMessages): Messages {
  const messages: Record<string, string> = {};
  if (packed === '') return messages;
  for (const line of packed.split('\n')) {
    const tab = line.indexOf('\t');
    messages[line.slice(0, tab)] = line.slice(tab + 1);
  }
  return messages;
}
