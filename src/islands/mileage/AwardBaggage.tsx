import type { AwardQuote } from '../../domain/mileage/schemas.ts';
import { PASSENGER_TYPES } from '../../domain/reference/passenger-types.ts';
import type { AwardFormat, Translate } from './award-format.ts';

/** The award's checked-baggage allowance on each flight, for each passenger type of the party. */
export function AwardBaggage({ quote, t, f }: { quote: AwardQuote; t: Translate; f: AwardFormat }) {
  const types = PASSENGER_TYPES.filter((type) => quote.prices.some((line) => line.type === type && line.count > 0));
  return (
    <table className="award-table">
      <caption>{t('mileage.quote.baggage')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mileage.quote.flight')}</th>
          {types.map((type) => (
            <th key={type} scope="col">
              {t(`mileage.type.${type}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {quote.segments.map((segment, i) => (
          <tr key={`${segment.flightNo}-${i}`}>
            <th scope="row">{t('mileage.quote.flightLine', { flightNo: segment.flightNo, from: segment.depCity, to: segment.arrCity })}</th>
            {types.map((type) => {
              const allowance = segment.baggage[type];
              return <td key={type}>{allowance ? f.baggage(allowance) : t('mileage.baggage.none')}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
