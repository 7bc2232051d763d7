import { bcp47, type Lang } from '../../../domain/languages.ts';
import { translator } from '../../../lib/i18n/index.ts';
import { DEMO_IDENTITIES } from './demo-identities.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// One small stylesheet: readable on a phone, 44 px tap targets, a focus ring that shows.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#f4f1ea;line-height:1.5}
main{max-width:28rem;margin:0 auto}
.demo-badge{display:inline-block;padding:.1rem .6rem;border:2px solid #7a4b00;border-radius:1rem;color:#7a4b00;font-weight:700}
h1{font-size:1.4rem;margin:.5rem 0}
fieldset{border:0;padding:0;margin:1rem 0}
legend{font-weight:700;margin-bottom:.5rem}
ul{list-style:none;padding:0;margin:0}
li{margin:.5rem 0}
button{font:inherit;min-height:44px;width:100%;padding:.5rem 1rem;border:2px solid #1d3f6e;border-radius:.4rem;background:#fff;color:#1d3f6e;text-align:left;cursor:pointer}
button.secondary{border-color:#555;color:#333;text-align:center}
button:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
small{display:block;color:#444}`;

/** The headers of the provider's own pages: nothing from elsewhere, forms only to this origin. */
export const DEMO_IDP_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

function page(lang: Lang, title: string, body: string): string {
  const { t } = translator(lang);
  return `<!doctype html><html lang="${bcp47(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="demo-badge">${escapeHtml(t('demoIdp.badge'))}</p>${body}</main></body></html>`;
}

/**
 * The sign-in page: says plainly that this is the storefront's demonstration, not the
 * service the button named, and offers the demo identities, one button each.
 */
export function demoSignInPage(options: { lang: Lang; channelName: string; actionBase: string }): string {
  const { t } = translator(options.lang);
  const title = t('demoIdp.title');
  const identities = DEMO_IDENTITIES.map(
    (identity) =>
      `<li><button type="submit" name="identity" value="${escapeHtml(identity.id)}">${escapeHtml(t('demoIdp.identity', { name: identity.name }))}<small>${escapeHtml(identity.email)}</small></button></li>`,
  ).join('');
  return page(
    options.lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('demoIdp.notice', { channel: options.channelName }))}</p>
<form method="post" action="${escapeHtml(`${options.actionBase}/pick`)}">
<fieldset><legend>${escapeHtml(t('demoIdp.pick'))}</legend><ul>${identities}</ul></fieldset>
</form>
<form method="post" action="${escapeHtml(`${options.actionBase}/cancel`)}"><button type="submit" class="secondary">${escapeHtml(t('demoIdp.cancel'))}</button></form>`,
  );
}

/** What the visitor sees when the flow cannot go on (an expired or replayed step); never the error's details. */
export function demoErrorPage(lang: Lang): string {
  const { t } = translator(lang);
  const title = t('demoIdp.title');
  return page(lang, title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t('demoIdp.failed'))}</p>`);
}
