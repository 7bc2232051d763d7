import { bcp47, type Lang } from '../../domain/languages.ts';
import { translator } from '../../lib/i18n/index.ts';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml } from './member-mails.ts';

/**
 * The mails of e-mail subscriptions: the confirmation link of a new subscription, the unsubscribe link asked for on
 * my/cancelSubscribe, and the marketing test message whose headers a mail program's unsubscribe button uses.
 */
export type SubscriptionMail =
  | { readonly kind: 'confirm'; readonly validDays: number }
  | { readonly kind: 'unsubscribe' }
  | { readonly kind: 'marketing'; readonly oneClickUrl: string };

export function subscriptionMail(mail: SubscriptionMail & { readonly lang: Lang; readonly to: string; readonly link: string }): OutgoingMail {
  const { t } = translator(mail.lang);
  const k = (key: string, params?: Record<string, string | number>) => t(`subscribe.mail.${mail.kind}.${key}`, params);
  const brand = t('main.brand');
  const greeting = t('subscribe.mail.greeting');
  const intro = k('intro', { brand });
  const notes = mail.kind === 'confirm' ? [k('expiry', { days: mail.validDays }), k('ignore', { brand })] : [k('ignore', { brand })];
  const action = k('action');
  const signature = t('subscribe.mail.signature', { brand });
  const subject = k('subject', { brand });
  const text = [greeting, '', intro, '', `${action}:`, mail.link, '', ...notes, '', signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${bcp47(mail.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>
<p>${notes.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  // RFC 8058: the mail program posts List-Unsubscribe=One-Click to the HTTPS address, with no page and no cookie.
  const headers =
    mail.kind === 'marketing' ? { 'List-Unsubscribe': `<${mail.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  return { to: mail.to, subject, text, html, ...(headers ? { headers } : {}) };
}
