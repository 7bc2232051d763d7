import type { Messages } from '../i18n/catalog.ts';
import { type MessageBundle, messageBundlePath } from '../routing/message-namespaces.ts';

/** A bundle of messages in a language, fetched from beside the page tree; rejects when it cannot be had. */
export async function fetchMessageBundle(bundle: MessageBundle, lang: string): Promise<Messages> {
  const response = await fetch(messageBundlePath(bundle, lang), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The ${bundle} messages answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Object.values(body).some((value) => typeof value !== 'string')) {
    throw new Error(`The ${bundle} messages are not a message catalog`);
  }
  return body as Messages;
}
