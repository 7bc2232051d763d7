import type { ListedSubscriber } from './subscriptions.ts';

/** The columns of the export, in order: what a mailing service maps on import. */
export const CSV_COLUMNS = ['email', 'language', 'topics', 'confirmed_at', 'unsubscribe_url', 'unsubscribe_page'] as const;

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break; a leading formula sign is defused for spreadsheets. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The export of subscribers as CSV (RFC 4180, CRLF line ends), a header line first. */
export function subscribersCsv(
  subscribers: readonly ListedSubscriber[],
  linksOf: (subscriber: ListedSubscriber) => { oneClick: string; page: string },
): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const subscriber of subscribers) {
    const links = linksOf(subscriber);
    lines.push(
      [subscriber.email, subscriber.lang, subscriber.topics.join(' '), subscriber.confirmedAt.toISOString(), links.oneClick, links.page].map(field).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
