import type { RangeLowestReply } from '../../domain/shop/range-lowest.ts';
import type { Formatters, Translate } from '../shop/format.ts';

/**
 * The lowest fare of each departure day over the alert's dates, as a bar per day: one row per day, so that a month
 * reads as well on a phone as a week. Each row says its date and price in words; the bars only repeat it to the eye.
 */
export function FareChart({ reply, t, f }: { reply: RangeLowestReply; t: Translate; f: Formatters }) {
  const priced = reply.days.flatMap((day) => (day.saleTotal ? [day.saleTotal.amount] : []));
  const highest = Math.max(...priced, 1);
  const lowest = reply.rangLowest;
  return (
    <figure className="low-fare-chart">
      <figcaption>
        {lowest ? t('lowFare.chart.lowest', { price: f.money(lowest.saleTotal), date: f.longDay(lowest.outbound) }) : t('lowFare.chart.none')}
      </figcaption>
      <ol className="low-fare-bars">
        {reply.days.map((day) => {
          const best = lowest !== null && day.outbound === lowest.outbound;
          return (
            <li key={day.outbound} className={best ? 'low-fare-bar low-fare-best' : 'low-fare-bar'}>
              <span className="low-fare-day">{f.day(day.outbound)}</span>
              <span className="low-fare-track" aria-hidden="true">
                {day.saleTotal && <span className="low-fare-fill" style={{ inlineSize: `${Math.max(4, (day.saleTotal.amount / highest) * 100)}%` }} />}
              </span>
              <span className="low-fare-price">
                {day.saleTotal ? f.money(day.saleTotal) : t('lowFare.chart.noFare')}
                {best && <span className="low-fare-tag"> {t('lowFare.chart.best')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
