import { bcp47, type Lang } from '../../domain/languages.ts';
import { messagesOf, type Params, translate } from '../../lib/i18n/index.ts';
import { escapeHtml } from '../mail/member-mails.ts';
import type { ReviewItem } from './registrations.ts';

/** Where the review pages live, below /api (served by the API's own process, like the payment sandbox's pages). */
export const STAFF_PATH = '/staff';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a;line-height:1.5}
label{display:block;margin-top:.75rem;font-weight:600}input,textarea{display:block;width:100%;max-width:28rem;min-height:44px;padding:.5rem;font-size:1rem;box-sizing:border-box}
button,a.button{display:inline-block;min-height:44px;margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}
:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
.error{color:#a40000}.notice{background:#eef6ee;padding:.75rem;border:1px solid #2e7d32}.demo{background:#fff6d6;padding:.5rem;border:1px solid #c9a100}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}`;

/** The pages' own header: one nonce'd style, their own forms, and the proof files they frame nowhere. */
export function staffPagePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

export interface StaffPage {
  readonly lang: Lang;
  readonly nonce: string;
  /** The /api prefix the app is served under, for the links and forms. */
  readonly base: string;
}

function words(lang: Lang) {
  const messages = messagesOf(lang);
  return (key: string, params?: Params) => escapeHtml(translate(messages, `staff.${key}`, params));
}

function page(p: StaffPage, title: string, body: string, who?: { name: string; csrf: string }): string {
  const t = words(p.lang);
  const signOut = who
    ? `<form method="post" action="${p.base}${STAFF_PATH}/logout"><input type="hidden" name="csrf" value="${escapeHtml(who.csrf)}"><p>${t('signedInAs', { name: who.name })} <button type="submit">${t('logout')}</button></p></form>`
    : '';
  return `<!doctype html><html lang="${bcp47(p.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${p.nonce}">${STYLE}</style></head>
<body><header>${signOut}</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function loginPage(p: StaffPage, failed: boolean): string {
  const t = words(p.lang);
  const error = failed ? `<p class="error" role="alert" id="login-error">${t('loginFailed')}</p>` : '';
  const described = failed ? ' aria-describedby="login-error"' : '';
  return page(
    p,
    translate(messagesOf(p.lang), 'staff.loginTitle'),
    `<p class="demo">${t('demoNotice')}</p>${error}
<form method="post" action="${p.base}${STAFF_PATH}/login">
<label for="staff-username">${t('username')}</label><input id="staff-username" name="username" autocomplete="username" required${described}>
<label for="staff-password">${t('password')}</label><input id="staff-password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${t('login')}</button></form>`,
  );
}

export function pendingPage(p: StaffPage, who: { name: string; csrf: string }, items: readonly ReviewItem[], notice?: string): string {
  const t = words(p.lang);
  const messages = messagesOf(p.lang);
  const rows = items
    .map(
      (item) => `<tr><td><a href="${p.base}${STAFF_PATH}/special-passengers/${item.id}">${escapeHtml(item.authCode)}</a></td>
<td>${escapeHtml(translate(messages, `sppsg.type.${item.ticketType}`))}</td><td>${escapeHtml(`${item.surname}/${item.givenName}`)}</td>
<td>${escapeHtml(item.createdAt.toISOString().slice(0, 10))}</td><td>${item.files.length}</td></tr>`,
    )
    .join('');
  const table = items.length
    ? `<table><caption>${t('pendingCaption', { count: items.length })}</caption><thead><tr><th scope="col">${t('code')}</th><th scope="col">${t('type')}</th><th scope="col">${t('name')}</th><th scope="col">${t('submitted')}</th><th scope="col">${t('files')}</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${t('nonePending')}</p>`;
  const said = notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '';
  return page(p, translate(messages, 'staff.pendingTitle'), `${said}${table}`, who);
}

export function reviewPage(p: StaffPage, who: { name: string; csrf: string }, item: ReviewItem, today: string, error?: string): string {
  const t = words(p.lang);
  const messages = messagesOf(p.lang);
  const fact = (label: string, value: string) => `<dt>${t(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const files = item.files
    .map(
      (file) =>
        `<li><a href="${p.base}${STAFF_PATH}/special-passengers/${item.id}/files/${file.id}" target="_blank" rel="noopener">${escapeHtml(file.fileName)}</a> (${escapeHtml(file.contentType)}, ${Math.ceil(file.size / 1024)} KB)</li>`,
    )
    .join('');
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(who.csrf)}">`;
  const action = (verb: string) => `${p.base}${STAFF_PATH}/special-passengers/${item.id}/${verb}`;
  const decide =
    item.status === 'pending'
      ? `<h2>${t('decide')}</h2>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action('approve')}">${csrf}<label for="valid-until">${t('validUntil')}</label><input id="valid-until" name="validUntil" type="date" min="${today}" required><button type="submit">${t('approve')}</button></form>
<form method="post" action="${action('refuse')}">${csrf}<label for="reason">${t('reason')}</label><textarea id="reason" name="reason" rows="3" minlength="3" maxlength="500" required></textarea><button type="submit">${t('refuse')}</button></form>`
      : `<p>${t(`status.${item.status}`)}</p>`;
  return page(
    p,
    translate(messages, 'staff.reviewTitle', { code: item.authCode }),
    `<dl>${fact('type', translate(messages, `sppsg.type.${item.ticketType}`))}${fact('name', `${item.surname}/${item.givenName}`)}${fact('birthday', item.birthday)}${fact('nationality', item.nationality)}${fact('document', item.document)}${fact('email', item.email)}${fact('phone', item.phone)}${fact('submitted', item.createdAt.toISOString())}</dl>
<h2>${t('files')}</h2><ul>${files}</ul>${decide}<p><a href="${p.base}${STAFF_PATH}/special-passengers">${t('backToList')}</a></p>`,
    who,
  );
}
