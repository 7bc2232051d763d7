import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { awardFormat } from '../../../src/islands/mileage/award-format.ts';
import { translate } from '../../../src/lib/i18n/format.ts';
import { messagesOf } from '../../../src/lib/i18n/index.ts';

/** The English words and formatting of the award pages, as their islands get them. */
export const messages = messagesOf('en');
export const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params);
export const f = awardFormat('en', 'us', t);

/** The HTML a component renders with its props, as the page's first paint shows it. */
export function html<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}

/** The text of HTML, its tags and entities taken out and its spaces collapsed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
