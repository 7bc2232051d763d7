import type { OrderView } from '../../domain/booking/order.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { messagesOf, type Params, translate } from '../../lib/i18n/index.ts';
import { citiesIn } from '../airline/city-names.ts';
import { type CalendarEvent, writeCalendar } from './ics.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { type MailPassengerExtras, mailExtraPriceRows, mailFlightExtras, mealNameIn } from './order-mail-extras.ts';

/** Everything the confirmation needs besides the order. */
export interface ConfirmationContext {
  readonly lang: Lang;
  /** The IANA time zone of each airport of the order. */
  readonly timeZones: ReadonlyMap<string, string>;
  /** The order's page. */
  readonly link: string;
  /** The domain of the events' UIDs: the storefront's own host. */
  readonly uidDomain: string;
  readonly now: Date;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Names of the airports and cities of the network in one language. */
export function placeNames(lang: Lang) {
  const airports = new Map<string, { airport: string; city: string }>();
  for (const city of citiesIn(lang)) for (const airport of city.airports) airports.set(airport.code, { airport: airport.name, city: city.name });
  return {
    city: (airport: string) => airports.get(airport)?.city ?? airport,
    airport: (code: string) => {
      const found = airports.get(code);
      return found ? `${found.airport} (${code})` : code;
    },
  };
}

/** The flights of the order as calendar events, each in its airports' own zones. */
export function flightEvents(order: OrderView, context: ConfirmationContext): CalendarEvent[] {
  const t = (key: string, params?: Params) => translate(messagesOf(context.lang), key, params);
  const names = placeNames(context.lang);
  const zoneOf = (airport: string) => {
    const zone = context.timeZones.get(airport);
    if (!zone) throw new Error(`No time zone for airport ${airport}`);
    return zone;
  };
  return order.segments.map((segment, i) => {
    const depZone = zoneOf(segment.depAirport);
    const arrZone = zoneOf(segment.arrAirport);
    return {
      uid: `${order.orderNo}-${i + 1}-${segment.flightNo}-${segment.depDate.slice(0, 10)}@${context.uidDomain}`,
      start: { local: segment.depDate, timeZone: depZone },
      end: { local: segment.arrDate, timeZone: arrZone },
      summary: t('mail.order.eventSummary', { flightNo: segment.flightNo, from: names.city(segment.depAirport), to: names.city(segment.arrAirport) }),
      location: names.airport(segment.depAirport),
      description: t('mail.order.eventDescription', {
        locator: order.locator,
        orderNo: order.orderNo,
        departs: `${segment.depDate.slice(11, 16)} ${depZone}`,
        arrives: `${segment.arrDate.slice(11, 16)} ${arrZone}`,
        from: names.airport(segment.depAirport),
        to: names.airport(segment.arrAirport),
      }),
    };
  });
}

/**
 * The confirmation of a ticketed order, in the order's language: order number and
 * booking reference, each flight with the local times of its airports and each
 * passenger's seat, extra bags and special meal on it, the passengers with their
 * ticket numbers, the price with its extras and discount, a link to the order's
 * page, and the flights as a calendar file. Plain text and the same in simple HTML.
 */
export function confirmationMail(order: OrderView, context: ConfirmationContext): OutgoingMail {
  const messages = messagesOf(context.lang);
  const t = (key: string, params?: Params) => translate(messages, key, params);
  const names = placeNames(context.lang);
  const format = siteFormat(context.lang, order.site);
  const when = format.dayAndTime;
  const money = (amount: number) => format.money({ amount, currency: order.equivFarecurrency });
  const brand = t('main.brand');
  const words = { t, money, mealName: mealNameIn(context.lang) };

  const flights = order.segments.map((s, i) => ({
    title: t('mail.order.flight', { flightNo: s.flightNo, from: names.city(s.depAirport), to: names.city(s.arrAirport) }),
    lines: [
      t('mail.order.departs', { time: when(s.depDate), airport: names.airport(s.depAirport) }),
      t('mail.order.arrives', { time: when(s.arrDate), airport: names.airport(s.arrAirport) }),
      `${t(`cabin.${s.cabin}`)} · ${t(`shop.family.${s.familyId}`)}`,
    ],
    extrasTitle: t('order.flightExtras', { flightNo: s.flightNo }),
    extras: mailFlightExtras(order, i, words),
  }));
  const passengers = order.passengers.map((p) => ({
    name: `${p.name} (${t(`order.passengerType.${p.type}`)})`,
    tickets: p.tickets.length > 0 ? t('mail.order.tickets', { tickets: p.tickets.join(', ') }) : '',
  }));
  const prices = [
    [t('order.fare'), money(order.totalPrice)],
    [t('order.taxes'), money(order.totalTax)],
    ...(order.totalSurcharge > 0 ? [[t('order.surcharges'), money(order.totalSurcharge)]] : []),
    ...mailExtraPriceRows(order, words),
    [t('order.totalPaid'), money(order.totalPayMoney)],
  ];
  const greeting = t('mail.order.greeting', { name: order.contact.contactName });
  const intro = t('mail.order.intro', { brand });
  const heads = [
    [t('order.orderNo'), order.orderNo],
    [t('order.locator'), order.locator],
  ];
  const subject = t('mail.order.subject', { orderNo: order.orderNo });
  const signature = t('mail.order.signature', { brand });

  const passengerExtrasText = (p: MailPassengerExtras) => [`  ${p.name}`, ...p.items.map(([label, value]) => `    ${label}: ${value}`)];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...heads.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('mail.order.itinerary')}:`,
    ...flights.flatMap((f) => ['', f.title, ...f.lines.map((line) => `  ${line}`), ...f.extras.flatMap(passengerExtrasText)]),
    '',
    `${t('mail.order.passengers')}:`,
    ...passengers.map((p) => `  ${p.name}${p.tickets ? ` - ${p.tickets}` : ''}`),
    '',
    `${t('mail.order.price')}:`,
    ...prices.map(([label, value]) => `  ${label}: ${value}`),
    '',
    `${t('mail.order.action')}:`,
    context.link,
    '',
    t('mail.order.calendar'),
    '',
    signature,
    '',
  ].join('\n');

  const cell = 'padding: 4px 12px 4px 0; vertical-align: top;';
  const extrasTable = (title: string, rows: readonly MailPassengerExtras[]) => {
    const labels = rows[0]?.items.map(([label]) => label) ?? [];
    return `<table style="border-collapse: collapse; margin-bottom: 12px;">
<caption style="text-align: left; font-weight: bold; padding-bottom: 4px;">${escapeHtml(title)}</caption>
<thead><tr><th scope="col" style="${cell} text-align: left;">${escapeHtml(t('order.name'))}</th>${labels.map((label) => `<th scope="col" style="${cell} text-align: left;">${escapeHtml(label)}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((p) => `<tr><th scope="row" style="${cell} text-align: left; font-weight: normal;">${escapeHtml(p.name)}</th>${p.items.map(([, value]) => `<td style="${cell}">${escapeHtml(value)}</td>`).join('')}</tr>`).join('\n')}
</tbody>
</table>`;
  };
  const html = `<!doctype html>
<html lang="${bcp47(context.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse: collapse;">
${heads.map(([label, value]) => `<tr><th scope="row" style="${cell} text-align: left;">${escapeHtml(label)}</th><td style="${cell}"><strong>${escapeHtml(value)}</strong></td></tr>`).join('\n')}
</table>
<h2 style="font-size: 18px;">${escapeHtml(t('mail.order.itinerary'))}</h2>
${flights.map((f) => `<h3 style="font-size: 16px; margin-bottom: 4px;">${escapeHtml(f.title)}</h3>\n<p style="margin-top: 0;">${f.lines.map(escapeHtml).join('<br>')}</p>\n${extrasTable(f.extrasTitle, f.extras)}`).join('\n')}
<h2 style="font-size: 18px;">${escapeHtml(t('mail.order.passengers'))}</h2>
<ul>
${passengers.map((p) => `<li>${escapeHtml(p.name)}${p.tickets ? `<br>${escapeHtml(p.tickets)}` : ''}</li>`).join('\n')}
</ul>
<h2 style="font-size: 18px;">${escapeHtml(t('mail.order.price'))}</h2>
<table role="presentation" style="border-collapse: collapse;">
${prices.map(([label, value]) => `<tr><th scope="row" style="${cell} text-align: left;">${escapeHtml(label)}</th><td style="${cell} text-align: right;">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(context.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5cab; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(t('mail.order.action'))}</a></p>
<p>${escapeHtml(t('mail.order.calendar'))}</p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;

  const calendar = writeCalendar({ productId: `-//${brand}//Storefront//EN`, stamp: context.now, events: flightEvents(order, context) });
  return {
    to: order.contact.email,
    subject,
    text,
    html,
    attachments: [{ filename: `${order.orderNo}.ics`, content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/**
 * Composes an order's confirmation and sends it: on the thread that calls it (composedBy), or on the mail thread
 * (threaded-mailer.ts), where a server composes it away from the thread that answers requests.
 */
export type ConfirmationSender = (order: OrderView, context: ConfirmationContext) => Promise<void>;

/** Confirmations composed on the calling thread and handed to the mailer. */
export const composedBy =
  (mailer: Mailer): ConfirmationSender =>
  (order, context) =>
    mailer.send(confirmationMail(order, context));

/** The one-time code that opens the guest bookings of an e-mail address. */
export function orderCodeMail(input: { to: string; lang: Lang; code: string; validMinutes: number }): OutgoingMail {
  const messages = messagesOf(input.lang);
  const t = (key: string, params?: Params) => translate(messages, key, params);
  const brand = t('main.brand');
  const subject = t('mail.order.code.subject');
  const intro = t('mail.order.code.intro');
  const expiry = t('mail.order.code.expiry', { minutes: input.validMinutes });
  const ignore = t('mail.order.code.ignore');
  const signature = t('mail.order.signature', { brand });
  const text = [intro, '', input.code, '', expiry, ignore, '', signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${bcp47(input.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(intro)}</p>
<p style="font-size: 24px; letter-spacing: 4px;"><strong>${escapeHtml(input.code)}</strong></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { to: input.to, subject, text, html };
}
