import type { AwardSlice } from '../../domain/mileage/schemas.ts';
import type { AwardFormat, Translate } from './award-format.ts';

type Row = AwardSlice['rows'][number];

/** Few enough award seats left in a cabin to say how many. */
const FEW_SEATS = 4;

interface Props {
  readonly row: Row;
  /** The cabin chosen on this row, if any. */
  readonly chosen: number | null;
  readonly onChoose: (cabin: number) => void;
  readonly t: Translate;
  readonly f: AwardFormat;
}

/** One award itinerary: its flights in local times, and each cabin's miles and taxes for an adult; a cabin without award seats is shown, not offered. */
export function AwardRow({ row, chosen, onChoose, t, f }: Props) {
  const first = row.flights[0];
  const last = row.flights[row.flights.length - 1];
  const later = f.daysLater(first.departure, last.arrival);
  const via = row.flights.slice(1).map((flight) => flight.from);
  const title = t('shop.rowTitle', { from: first.from, to: last.to, departure: f.time(first.departure), arrival: f.time(last.arrival) });
  return (
    <li className="shop-row">
      <article aria-label={title}>
        <div className="shop-itinerary">
          <p className="shop-times">
            <span className="shop-time">{f.time(first.departure)}</span> {first.from}
            <span aria-hidden="true"> → </span>
            <span className="shop-time">{f.time(last.arrival)}</span> {last.to}
            {later > 0 && <span className="shop-later">{t('shop.daysLater', { days: later })}</span>}
          </p>
          <p className="shop-facts">
            {f.duration(row.minutes)} · {t(`shop.stops.${Math.min(row.stops, 2)}`)}
            {via.length > 0 && ` · ${t('shop.via', { airports: via.join(', ') })}`}
          </p>
          <p className="shop-flight-numbers">
            {row.flights.map((flight) => t('shop.flightLine', { number: flight.flightNo, aircraft: flight.aircraft })).join(' · ')}
          </p>
        </div>
        <div className="shop-cells" role="group" aria-label={t('mileage.flights.cabins')}>
          {row.cells.map((cell) => {
            const cabin = t(`cabin.${cell.cabin}`);
            if (cell.miles === null || cell.taxes === null) {
              return (
                <span key={cell.cabin} className="shop-cell shop-sold-out">
                  {t('mileage.cell.unavailable', { cabin })}
                </span>
              );
            }
            return (
              <button key={cell.cabin} type="button" className="shop-cell award-cell" aria-pressed={chosen === cell.cabin} onClick={() => onChoose(cell.cabin)}>
                <span className="shop-cell-cabin">{cabin}</span>
                <span className="shop-cell-price">{t('mileage.cell.price', { miles: f.miles(cell.miles), taxes: f.money(cell.taxes) })}</span>
                {cell.seatsLeft <= FEW_SEATS && <span className="award-seats">{t('mileage.cell.seatsLeft', { count: cell.seatsLeft })}</span>}
              </button>
            );
          })}
        </div>
      </article>
    </li>
  );
}
