import type { Lang } from '../../domain/languages.ts';
import { bcp47 } from '../../domain/languages.ts';
import { messagesOf, type Params, translate } from '../../lib/i18n/index.ts';
import type { MemberRow } from '../db/schema.ts';
import type { OutgoingMail } from './mailer.ts';

/** A mail of the member account with one link to act on: a password reset or an e-mail verification. */
export interface LinkMail {
  readonly kind: 'reset' | 'verify';
  readonly lang: Lang;
  readonly to: string;
  readonly name: string;
  readonly memberNo: string;
  readonly link: string;
  /** How long the link works, in the unit of the kind: minutes for a reset, hours for a verification. */
  readonly validFor: number;
}

/** Who a member mail goes to, from the member's record. */
export function recipientOf(member: Pick<MemberRow, 'email' | 'givenName' | 'surname' | 'memberNo'>) {
  return { to: member.email, name: `${member.givenName} ${member.surname}`, memberNo: member.memberNo };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The message in the page's language: a plain-text part and the same in simple HTML. */
export function linkMail(mail: LinkMail): OutgoingMail {
  const messages = messagesOf(mail.lang);
  const t = (key: string, params?: Params) => translate(messages, `mail.${mail.kind}.${key}`, params);
  const greeting = translate(messages, 'mail.greeting', { name: mail.name });
  const intro = t('intro', { memberNo: mail.memberNo });
  const expiry = t('expiry', mail.kind === 'reset' ? { minutes: mail.validFor } : { hours: mail.validFor });
  const ignore = t('ignore');
  const signature = translate(messages, 'mail.signature', { brand: translate(messages, 'main.brand') });
  const action = t('action');
  const text = [greeting, '', intro, '', `${action}:`, mail.link, '', expiry, ignore, '', signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${bcp47(mail.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(t('subject'))}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { to: mail.to, subject: t('subject'), text, html };
}
