import { type FlightExtras, SEAT_KINDS, type SeatKind } from '../../domain/booking/extras.ts';
import type { Money } from '../../domain/money.ts';
import type { Translate } from './seat-status.ts';

/** What the colours of the map mean, with the price of each kind of seat on this flight. */
export function SeatLegend({ flight, t, money }: { flight: FlightExtras; t: Translate; money: (m: Money) => string }) {
  const prices = new Map<SeatKind, Money>();
  for (const row of flight.seatMap.rows) for (const seat of row.seats) if (!prices.has(seat.kind)) prices.set(seat.kind, seat.price);
  const priceText = (price: Money) => (price.amount === 0 ? t('seat.free') : money(price));
  return (
    <ul className="seat-legend" aria-label={t('seat.legend')}>
      {SEAT_KINDS.filter((kind) => prices.has(kind)).map((kind) => {
        const price = prices.get(kind);
        return (
          <li key={kind}>
            <span className={`seat-swatch seat-kind-${kind}`} aria-hidden="true" />
            {t(`seat.legendKind.${kind}`, { price: price ? priceText(price) : '' })}
          </li>
        );
      })}
      <li>
        <span className="seat-swatch seat-mine" aria-hidden="true" />
        {t('seat.legendMine')}
      </li>
      <li>
        <span className="seat-swatch seat-taken" aria-hidden="true" />
        {t('seat.legendTaken')}
      </li>
      <li>
        <span className="seat-swatch seat-blocked" aria-hidden="true" />
        {t('seat.legendBlocked')}
      </li>
    </ul>
  );
}
