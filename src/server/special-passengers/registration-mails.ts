import { bcp47, isLang, type Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { messagesOf, type Params, translate } from '../../lib/i18n/index.ts';
import type { SpecialPassengerRow } from '../db/schema.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/member-mails.ts';

const langOf = (row: SpecialPassengerRow): Lang => (isLang(row.lang) ? row.lang : 'en');

/** A plain mail of a few paragraphs, with a button when there is something to do, in the registration's language. */
function mail(row: SpecialPassengerRow, kind: string, params: Params, action?: { label: string; link: string }): OutgoingMail {
  const lang = langOf(row);
  const messages = messagesOf(lang);
  const type = translate(messages, `sppsg.type.${row.ticketType}`);
  const t = (key: string) => translate(messages, `mail.sppsg.${kind}.${key}`, { ...params, type });
  const greeting = translate(messages, 'mail.greeting', { name: `${row.givenName} ${row.surname}` });
  const signature = translate(messages, 'mail.signature', { brand: translate(messages, 'main.brand') });
  const lines = [greeting, t('intro'), t('next')];
  const text = [...lines, ...(action ? [`${action.label}:`, action.link] : []), signature].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${bcp47(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(t('subject'))}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button}
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { to: row.email, subject: t('subject'), text: `${text}\n`, html };
}

/** A YYYY-MM-DD day as the language writes it in full. */
const longDate = (row: SpecialPassengerRow, day: string) => siteFormat(langOf(row), row.site).day(day, 'long');

/** The mail that confirms the address of a new registration. */
export function confirmationMail(row: SpecialPassengerRow, link: string, hours: number): OutgoingMail {
  const messages = messagesOf(langOf(row));
  return mail(row, 'confirm', { authCode: row.authCode, hours }, { label: translate(messages, 'mail.sppsg.confirm.action'), link });
}

/** The mail of the airline's decision: approved until a date, or refused with the reason. */
export function outcomeMail(row: SpecialPassengerRow): OutgoingMail {
  return row.status === 'approved'
    ? mail(row, 'approved', { authCode: row.authCode, validUntil: longDate(row, row.validUntil ?? '') })
    : mail(row, 'refused', { authCode: row.authCode, reason: row.refusalReason ?? '' });
}
