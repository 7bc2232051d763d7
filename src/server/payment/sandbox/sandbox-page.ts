import { bcp47, type Lang } from '../../../domain/languages.ts';
import { formatMoney, type Money } from '../../../domain/money.ts';
import { interpolate, messagesOf } from '../../../lib/i18n/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** The page's only style, allowed by its hash-free nonce in the CSP. */
const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.error{color:#a40000;margin:.25rem 0 0}.notice{background:#fff6d6;padding:.75rem;border:1px solid #c9a100}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;margin-right:.5rem}`;

function page(lang: Lang, nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="${bcp47(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The header of the sandbox's pages: its own form posts, one inline style, nothing else. */
export function pageSecurityPolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

export interface CardPage {
  readonly lang: Lang;
  readonly nonce: string;
  readonly action: string;
  readonly orderNo: string;
  readonly amount: Money;
  readonly values?: Partial<Record<CardField, string>>;
  readonly errors?: readonly CardField[];
}

/** The hosted card form: labelled fields, errors tied to their inputs. */
export function cardPage(p: CardPage): string {
  const t = messagesOf(p.lang);
  const amount = formatMoney(p.amount, bcp47(p.lang));
  const errors = new Set(p.errors ?? []);
  const field = (name: CardField, label: string, attrs: string) => {
    const id = `card-${name}`;
    const invalid = errors.has(name);
    const value = name === 'number' || name === 'cvc' ? '' : (p.values?.[name] ?? '');
    return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${
      invalid ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }>${invalid ? `<p class="error" id="${id}-error">${escapeHtml(t[`pay.error.${name}`])}</p>` : ''}`;
  };
  const summary = errors.size > 0 ? `<p class="error" role="alert">${escapeHtml(t['pay.errorSummary'])}</p>` : '';
  return page(
    p.lang,
    p.nonce,
    t['pay.title'],
    `<p class="notice">${escapeHtml(t['pay.demoNotice'])}</p>
<p>${escapeHtml(interpolate(t['pay.order'], { orderNo: p.orderNo }))}</p><p>${escapeHtml(interpolate(t['pay.amount'], { amount }))}</p>${summary}
<form method="post" action="${escapeHtml(p.action)}" novalidate>
${field('number', t['pay.cardNumber'], 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('expiry', t['pay.expiry'], 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${field('cvc', t['pay.securityCode'], 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
${field('holder', t['pay.holder'], 'autocomplete="cc-name" maxlength="60"')}
<button type="submit">${escapeHtml(interpolate(t['pay.submit'], { amount }))}</button>
</form><p>${escapeHtml(t['pay.testCards'])}</p>`,
  );
}

/** The 3-D Secure step: the bank asks the holder to approve. */
export function challengePage(p: { lang: Lang; nonce: string; action: string; amount: Money; last4: string }): string {
  const t = messagesOf(p.lang);
  return page(
    p.lang,
    p.nonce,
    t['pay.challengeTitle'],
    `<p class="notice">${escapeHtml(t['pay.demoNotice'])}</p>
<p>${escapeHtml(interpolate(t['pay.challengeText'], { amount: formatMoney(p.amount, bcp47(p.lang)), last4: p.last4 }))}</p>
<form method="post" action="${escapeHtml(p.action)}">
<button type="submit" name="decision" value="approve">${escapeHtml(t['pay.approve'])}</button>
<button type="submit" name="decision" value="fail">${escapeHtml(t['pay.fail'])}</button>
</form>`,
  );
}

/** A link that is unknown or already used. */
export function closedPage(lang: Lang, nonce: string): string {
  const t = messagesOf(lang);
  return page(lang, nonce, t['pay.title'], `<p role="alert">${escapeHtml(t['pay.unknown'])}</p>`);
}
