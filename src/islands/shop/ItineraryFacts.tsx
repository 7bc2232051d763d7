import type { Formatters, Translate } from './format.ts';

/** What a results row shows of an itinerary, cash or award alike. */
export interface ItineraryRow {
  readonly flights: readonly { flightNo: string; from: string; to: string; departure: string; arrival: string; aircraft: string }[];
  readonly minutes: number;
  readonly stops: number;
}

/** The name a results row is announced by: from, to and the local times. */
export function itineraryTitle(row: ItineraryRow, t: Translate, f: Pick<Formatters, 'time'>): string {
  const first = row.flights[0];
  const last = row.flights[row.flights.length - 1];
  return t('shop.rowTitle', { from: first.from, to: last.to, departure: f.time(first.departure), arrival: f.time(last.arrival) });
}

/** An itinerary's local times, days later, duration, stops and flight numbers. */
export function ItineraryFacts({ row, t, f }: { row: ItineraryRow; t: Translate; f: Pick<Formatters, 'time' | 'daysLater' | 'duration'> }) {
  const first = row.flights[0];
  const last = row.flights[row.flights.length - 1];
  const later = f.daysLater(first.departure, last.arrival);
  const via = row.flights.slice(1).map((flight) => flight.from);
  return (
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
  );
}
