import { bcp47, type Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { Money } from '../../domain/money.ts';
import { translator } from '../../lib/i18n/index.ts';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml } from './member-mails.ts';

/** The route an alert mail speaks of. */
interface Route {
  readonly origin: string;
  readonly destination: string;
}

/**
 * The mails of low-fare alerts: a guest's confirmation link, and the news of a lower fare. Every one carries the
 * alert's page and a cancel link, and its one-click cancel address as the List-Unsubscribe pair of RFC 8058 (the mail
 * program's button).
 */
export type LowPriceMail =
  | { readonly kind: 'confirm'; readonly link: string; readonly validDays: number }
  | {
      readonly kind: 'drop';
      readonly link: string;
      readonly price: Money;
      readonly previous: Money | null;
      readonly date: string;
      readonly returnDate: string | null;
    };

export function lowPriceMail(
  mail: LowPriceMail &
    Route & {
      readonly lang: Lang;
      readonly site: string;
      readonly to: string;
      readonly oneClickCancel: string;
      readonly page: string;
      readonly cancelPage: string;
    },
): OutgoingMail {
  const { t } = translator(mail.lang);
  const format = siteFormat(mail.lang, mail.site);
  const brand = t('main.brand');
  const route = { origin: mail.origin, destination: mail.destination, brand };
  const greeting = t('subscribe.mail.greeting');
  const signature = t('subscribe.mail.signature', { brand });
  let subject: string;
  let lines: string[];
  let action: string;
  if (mail.kind === 'confirm') {
    subject = t('lowPrice.mail.confirm.subject', route);
    action = t('lowPrice.mail.confirm.action');
    lines = [t('lowPrice.mail.confirm.intro', route), t('lowPrice.mail.confirm.expiry', { days: mail.validDays }), t('lowPrice.mail.confirm.ignore')];
  } else {
    const price = format.money(mail.price);
    const dayOf = (text: string) => format.day(text);
    const dates = mail.returnDate ? `${dayOf(mail.date)} – ${dayOf(mail.returnDate)}` : dayOf(mail.date);
    subject = t('lowPrice.mail.drop.subject', { ...route, price });
    action = t('lowPrice.mail.drop.action');
    lines = [
      t('lowPrice.mail.drop.intro', { ...route, price, date: dates }),
      ...(mail.previous ? [t('lowPrice.mail.drop.before', { price: format.money(mail.previous) })] : []),
      t('lowPrice.mail.drop.note'),
    ];
  }
  const manage = t('lowPrice.mail.manage');
  const cancel = t('lowPrice.mail.cancel');
  const text = [greeting, '', ...lines, '', `${action}:`, mail.link, '', `${manage}:`, mail.page, `${cancel}:`, mail.cancelPage, '', signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${bcp47(mail.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>
<p><a href="${escapeHtml(mail.page)}">${escapeHtml(manage)}</a> · <a href="${escapeHtml(mail.cancelPage)}">${escapeHtml(cancel)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return {
    to: mail.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${mail.oneClickCancel}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
