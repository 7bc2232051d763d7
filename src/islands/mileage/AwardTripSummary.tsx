import type { AwardSelection } from '../../domain/mileage/award-selection.ts';
import { AwardBaggage } from './AwardBaggage.tsx';
import { AwardPriceTable } from './AwardPriceTable.tsx';
import type { AwardFormat, Translate } from './award-format.ts';

/** The award being booked, as chosen on the results: each direction's flights, the price in miles and taxes, and the baggage. */
export function AwardTripSummary({ selection, changeHref, t, f }: { selection: AwardSelection; changeHref: string; t: Translate; f: AwardFormat }) {
  const name = (set: number) =>
    selection.tripType !== 'R' ? t('mileage.flights.name.one') : set === 0 ? t('mileage.flights.name.out') : t('mileage.flights.name.back');
  return (
    <section className="award-summary" aria-labelledby="award-trip-title">
      <h2 id="award-trip-title">{t('mileage.quote.heading')}</h2>
      <ul className="award-chosen">
        {selection.flights.map((flights, set) => (
          <li key={selection.choices[set]?.sol ?? set}>
            <strong>{name(set)}</strong> · {flights[0] ? f.longDay(flights[0].departure) : ''} · {t(`cabin.${selection.choices[set]?.cabin ?? 0}`)}
            <br />
            {flights
              .map((flight) =>
                t('mileage.book.flightLine', {
                  flightNo: flight.flightNo,
                  from: flight.from,
                  departure: f.time(flight.departure),
                  to: flight.to,
                  arrival: f.time(flight.arrival),
                }),
              )
              .join(' · ')}
          </li>
        ))}
      </ul>
      <AwardPriceTable quote={selection.quote} t={t} f={f} />
      <AwardBaggage quote={selection.quote} t={t} f={f} />
      <p>
        <a href={changeHref}>{t('mileage.book.changeFlights')}</a>
      </p>
    </section>
  );
}
