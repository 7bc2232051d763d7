import type { ScheduleChangeView } from '../../domain/booking/order.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { messagesOf, type Params, translate } from '../../lib/i18n/index.ts';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml, placeNames } from './order-mails.ts';

/** The order a notice is about, as far as the notice needs it. */
export interface NoticeOrder {
  readonly orderNo: string;
  readonly locator: string;
  readonly contactName: string;
  readonly email: string;
}

/**
 * The e-mail telling a traveller that flights of their booking were cancelled or retimed by a schedule
 * change, in the order's language: each flight with the times booked and the new ones, what happens
 * next, and a link to the booking. Plain text and the same in simple HTML.
 */
export function scheduleChangeMail(
  order: NoticeOrder,
  changes: readonly ScheduleChangeView[],
  context: { lang: Lang; site: string; link: string },
): OutgoingMail {
  const messages = messagesOf(context.lang);
  const t = (key: string, params?: Params) => translate(messages, key, params);
  const names = placeNames(context.lang);
  const when = siteFormat(context.lang, context.site).dayAndTime;
  const brand = t('main.brand');
  const subject = t('mail.scheduleChange.subject', { orderNo: order.orderNo });
  const greeting = t('mail.order.greeting', { name: order.contactName });
  const intro = t('mail.scheduleChange.intro', { orderNo: order.orderNo, locator: order.locator });
  const flights = changes.map((c) => ({
    title: t('mail.order.flight', { flightNo: c.flightNo, from: names.city(c.depAirport), to: names.city(c.arrAirport) }),
    lines: [
      t(c.kind === 'cancelled' ? 'order.scheduleChange.cancelled' : 'order.scheduleChange.retimed'),
      `${t('order.scheduleChange.booked')}: ${when(c.booked.depDate)} – ${when(c.booked.arrDate)} (${t('order.localTime')})`,
      ...(c.now ? [`${t('order.scheduleChange.now')}: ${when(c.now.depDate)} – ${when(c.now.arrDate)} (${t('order.localTime')})`] : []),
    ],
  }));
  const next = t('order.scheduleChange.pending');
  const signature = t('mail.order.signature', { brand });
  const text = [
    greeting,
    '',
    intro,
    ...flights.flatMap((f) => ['', f.title, ...f.lines.map((line) => `  ${line}`)]),
    '',
    next,
    '',
    `${t('mail.order.action')}:`,
    context.link,
    '',
    signature,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${bcp47(context.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${flights.map((f) => `<h2 style="font-size: 16px; margin-bottom: 4px;">${escapeHtml(f.title)}</h2>\n<p style="margin-top: 0;">${f.lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(context.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(t('mail.order.action'))}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { to: order.email, subject, text, html };
}
