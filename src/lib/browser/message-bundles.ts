import type { Messages } from '../i18n/catalog.ts';
import type { MessageBundle } from '../routing/message-namespaces.ts';

/**
 * Where a bundle of messages is served for a language; the first segment's dot makes it a file to the router. Here
 * rather than beside the bundles' lists: the pages' lists of namespaces, spread into one another, would come along.
 */
function messageBundlePath(bundle: MessageBundle, lang: string): string {
  return `/tk/messages.${bundle}.${lang}.json`;
}

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
