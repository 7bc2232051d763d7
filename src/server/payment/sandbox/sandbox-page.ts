import { bcp47, type Lang } from '../../../domain/languages.ts';
import { localeFormat } from '../../../domain/locale-format.ts';
import type { Money } from '../../../domain/money.ts';
import { interpolate, type Messages, messagesOf } from '../../../lib/i18n/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** The page's only style, allowed by its hash-free nonce in the CSP. */
const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.error{color:#a40000;margin:.25rem 0 0}.notice{background:#fff6d6;padding:.75rem;border:1px solid #c9a100}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;margin-right:.5rem;min-height:44px}
.error-summary{border:3px solid #a40000;padding:0 1rem;margin-top:1rem}.error-summary:focus{outline:3px solid #1a1a1a;outline-offset:3px}
.error-summary h2{font-size:1.1rem}.error-summary a{color:#a40000;font-weight:600}.error-summary li{margin:.5rem 0}
.back{display:inline-block;padding:.7rem 0;min-height:44px;box-sizing:border-box}`;

/** A page of the sandbox; `documentTitle` is what the tab and a screen reader's page list say, the heading by default. */
function page(lang: Lang, nonce: string, title: string, body: string, documentTitle = title): string {
  return `<!doctype html><html lang="${bcp47(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The way back to our site without paying, when the payment says where that is. */
function backLink(t: Messages, backUrl: string | undefined): string {
  return backUrl ? `<p><a class="back" href="${escapeHtml(backUrl)}">${escapeHtml(t['pay.back'])}</a></p>` : '';
}

/** The header of the sandbox's pages: its own form posts, one inline style, nothing else. */
export function pageSecurityPolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

export interface CardPage {
  readonly lang: Lang;
  /** The locale of the amount; the language alone when the payment did not say. */
  readonly locale?: string;
  readonly nonce: string;
  readonly action: string;
  readonly orderNo: string;
  readonly amount: Money;
  /** Where the traveller goes back to our site without paying. */
  readonly backUrl?: string;
  readonly values?: Partial<Record<CardField, string>>;
  readonly errors?: readonly CardField[];
}

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'holder'];

/**
 * What a failed submit shows first: a summary that takes the focus as the page loads (the page runs no script, so the
 * autofocus attribute moves it), is announced as an alert, and links each error to its field.
 */
function errorSummary(t: Messages, errors: ReadonlySet<CardField>): string {
  if (errors.size === 0) return '';
  const items = FIELDS.filter((name) => errors.has(name))
    .map((name) => `<li><a href="#card-${name}">${escapeHtml(t[`pay.error.${name}`])}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(t['pay.errorHeading'])}</h2><p>${escapeHtml(t['pay.errorSummary'])}</p><ul>${items}</ul></div>`;
}

/** The hosted card form: labelled fields, errors summarised first and tied to their inputs, and a way back without paying. */
export function cardPage(p: CardPage): string {
  const t = messagesOf(p.lang);
  const amount = localeFormat(p.locale ?? bcp47(p.lang)).money(p.amount);
  const errors = new Set(p.errors ?? []);
  const field = (name: CardField, label: string, attrs: string) => {
    const id = `card-${name}`;
    const invalid = errors.has(name);
    const value = name === 'number' || name === 'cvc' ? '' : (p.values?.[name] ?? '');
    return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${
      invalid ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }>${invalid ? `<p class="error" id="${id}-error">${escapeHtml(t[`pay.error.${name}`])}</p>` : ''}`;
  };
  return page(
    p.lang,
    p.nonce,
    t['pay.title'],
    `<p class="notice">${escapeHtml(t['pay.demoNotice'])}</p>
<p>${escapeHtml(interpolate(t['pay.order'], { orderNo: p.orderNo }))}</p><p>${escapeHtml(interpolate(t['pay.amount'], { amount }))}</p>${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(p.action)}" novalidate>
${field('number', t['pay.cardNumber'], 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('expiry', t['pay.expiry'], `autocomplete="cc-exp" placeholder="${escapeHtml(t['pay.expiryFormat'])}" maxlength="7"`)}
${field('cvc', t['pay.securityCode'], 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
${field('holder', t['pay.holder'], 'autocomplete="cc-name" maxlength="60"')}
<button type="submit">${escapeHtml(interpolate(t['pay.submit'], { amount }))}</button>
</form><p>${escapeHtml(t['pay.testCards'])}</p>${backLink(t, p.backUrl)}`,
    errors.size > 0 ? interpolate(t['pay.errorTitle'], { title: t['pay.title'] }) : t['pay.title'],
  );
}

/** The 3-D Secure step: the bank asks the holder to approve. */
export function challengePage(p: { lang: Lang; locale?: string; nonce: string; action: string; amount: Money; last4: string; backUrl?: string }): string {
  const t = messagesOf(p.lang);
  return page(
    p.lang,
    p.nonce,
    t['pay.challengeTitle'],
    `<p class="notice">${escapeHtml(t['pay.demoNotice'])}</p>
<p>${escapeHtml(interpolate(t['pay.challengeText'], { amount: localeFormat(p.locale ?? bcp47(p.lang)).money(p.amount), last4: p.last4 }))}</p>
<form method="post" action="${escapeHtml(p.action)}">
<button type="submit" name="decision" value="approve">${escapeHtml(t['pay.approve'])}</button>
<button type="submit" name="decision" value="fail">${escapeHtml(t['pay.fail'])}</button>
</form>${backLink(t, p.backUrl)}`,
  );
}

/** A link that is unknown or already used. */
export function closedPage(lang: Lang, nonce: string, backUrl?: string): string {
  const t = messagesOf(lang);
  return page(lang, nonce, t['pay.title'], `<p role="alert">${escapeHtml(t['pay.unknown'])}</p>${backLink(t, backUrl)}`);
}
