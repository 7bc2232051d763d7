import type { Formatters } from '../shop/format.ts';
import type { Choice } from '../shop/shop-calls.ts';
import type { Translate } from './field-options.ts';

/** The chosen flights in brief, so that the traveller sees what the passengers are for. */
export function TripSummary({ choices, t, f }: { choices: readonly Choice[]; t: Translate; f: Formatters }) {
  return (
    <section className="psg-trip" aria-labelledby="psg-trip-heading">
      <h2 id="psg-trip-heading">{t('passengers.trip.heading')}</h2>
      <ol className="psg-trip-list">
        {choices.map((choice) => (
          <li key={choice.set}>
            {choice.flights.map((flight) => (
              <span key={`${flight.flightNo}-${flight.departure}`} className="psg-flight">
                {t('passengers.trip.flight', {
                  from: flight.from,
                  to: flight.to,
                  date: f.day(flight.departure),
                  time: f.time(flight.departure),
                  flight: flight.flightNo,
                })}
              </span>
            ))}
            <span className="psg-family">{t(`shop.family.${choice.family.id}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
