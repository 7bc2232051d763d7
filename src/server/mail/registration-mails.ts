import type { Lang } from '../../domain/languages.ts';
import { bcp47 } from '../../domain/languages.ts';
import { messagesOf, type Params, translate } from '../../lib/i18n/index.ts';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml } from './member-mails.ts';

/** A link of a mail as a button, with the same link in the text part. */
interface MailAction {
  readonly label: string;
  readonly link: string;
}

/** A mail with a greeting, an introduction, its buttons and closing lines, in plain text and simple HTML. */
function composed(
  lang: Lang,
  to: string,
  name: string,
  subject: string,
  intro: string,
  actions: readonly MailAction[],
  closing: readonly string[],
): OutgoingMail {
  const messages = messagesOf(lang);
  const greeting = translate(messages, 'mail.greeting', { name });
  const signature = translate(messages, 'mail.signature', { brand: translate(messages, 'main.brand') });
  const text = [greeting, '', intro, '', ...actions.flatMap((a) => [`${a.label}:`, a.link, '']), ...closing, '', signature, ''].join('\n');
  const button = (a: MailAction) =>
    `<p><a href="${escapeHtml(a.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(a.label)}</a></p>`;
  const html = `<!doctype html>
<html lang="${bcp47(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${actions.map(button).join('\n')}
<p>${closing.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { to, subject, text, html };
}

/** The link that completes a registration: it makes the account once the address is shown to be the person's. */
export function joinMail(mail: { lang: Lang; to: string; name: string; link: string; validForHours: number }): OutgoingMail {
  const messages = messagesOf(mail.lang);
  const t = (key: string, params?: Params) => translate(messages, `mail.join.${key}`, params);
  return composed(
    mail.lang,
    mail.to,
    mail.name,
    t('subject'),
    t('intro'),
    [{ label: t('action'), link: mail.link }],
    [t('expiry', { hours: mail.validForHours }), t('ignore')],
  );
}

/**
 * To the owner of an address that has an account, when someone registers with it: the registration answers as for
 * a new address, so this mail is the only place that says the account exists.
 */
export function joinAttemptMail(mail: { lang: Lang; to: string; name: string; memberNo: string; loginLink: string; resetLink: string }): OutgoingMail {
  const messages = messagesOf(mail.lang);
  const t = (key: string, params?: Params) => translate(messages, `mail.joinAttempt.${key}`, params);
  return composed(
    mail.lang,
    mail.to,
    mail.name,
    t('subject'),
    t('intro', { memberNo: mail.memberNo }),
    [
      { label: t('login'), link: mail.loginLink },
      { label: t('reset'), link: mail.resetLink },
    ],
    [t('ignore')],
  );
}
