import { fromTabLines, toTabLines } from '../../domain/tab-lines.ts';
import type { Messages } from './catalog.ts';

/**
 * An island's messages as the page's HTML carries them: a line of key and text each (`toTabLines`), two bytes per
 * message where an object of messages cost some thirty. Message files hold no tab or line break (`MessagesSchema`),
 * so neither needs escaping.
 */
export type PackedMessages = string & { readonly __packedMessages: true };

export function packMessages(messages: Messages): PackedMessages {
  return toTabLines(Object.entries(messages)) as PackedMessages;
}

export function unpackMessages(packed: PackedMessages): Messages {
  return Object.fromEntries(fromTabLines(packed).map(([key = '', text = '']) => [key, text]));
}
