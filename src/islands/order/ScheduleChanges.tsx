import type { ScheduleChangeView } from '../../domain/booking/order.ts';
import type { OrderFormat, PlaceNames, Translate } from './order-format.ts';

interface Props {
  readonly changes: readonly ScheduleChangeView[];
  readonly names: PlaceNames;
  readonly t: Translate;
  readonly f: OrderFormat;
}

/** The flights the airline's schedule has cancelled or retimed since the booking: first on the page, so nobody misses them. */
export function ScheduleChanges({ changes, names, t, f }: Props) {
  if (changes.length === 0) return null;
  return (
    <section className="order-section order-schedule-changes" aria-labelledby="order-schedule-changes">
      <h2 id="order-schedule-changes">{t('order.scheduleChange.heading')}</h2>
      <ul className="order-flights">
        {changes.map((c) => (
          <li key={`${c.flightNo}-${c.booked.depDate}`} className="order-flight">
            <h3>{t('order.flight', { flightNo: c.flightNo, from: names.city(c.depAirport), to: names.city(c.arrAirport) })}</h3>
            <p>{t(c.kind === 'cancelled' ? 'order.scheduleChange.cancelled' : 'order.scheduleChange.retimed')}</p>
            <dl className="order-facts">
              <div>
                <dt>{t('order.scheduleChange.booked')}</dt>
                <dd>
                  <time dateTime={c.booked.depDate}>{f.local(c.booked.depDate)}</time> – <time dateTime={c.booked.arrDate}>{f.local(c.booked.arrDate)}</time>{' '}
                  {t('order.localTime')}
                </dd>
              </div>
              {c.now && (
                <div>
                  <dt>{t('order.scheduleChange.now')}</dt>
                  <dd>
                    <time dateTime={c.now.depDate}>{f.local(c.now.depDate)}</time> – <time dateTime={c.now.arrDate}>{f.local(c.now.arrDate)}</time>{' '}
                    {t('order.localTime')}
                  </dd>
                </div>
              )}
            </dl>
            <p>{t(c.resolved ? 'order.scheduleChange.resolved' : 'order.scheduleChange.pending')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
