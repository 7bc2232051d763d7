import type { AwardQuote } from '../../domain/mileage/schemas.ts';
import type { AwardFormat, Translate } from './award-format.ts';

/** The award's price per passenger type (miles and taxes of each, for all of the type), its totals, and the balance the miles come from. */
export function AwardPriceTable({ quote, t, f }: { quote: AwardQuote; t: Translate; f: AwardFormat }) {
  const currency = quote.totalTaxes.currency;
  const money = (amount: number) => f.money({ amount, currency });
  return (
    <>
      <table className="award-table">
        <caption>{t('mileage.quote.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mileage.quote.travellers')}</th>
            <th scope="col">{t('mileage.quote.miles')}</th>
            <th scope="col">{t('mileage.quote.taxes')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.prices.map((line) => (
            <tr key={line.type}>
              <th scope="row">{t('mileage.quote.line', { count: line.count, type: t(`mileage.type.${line.type}`) })}</th>
              <td>{f.milesAmount(line.miles * line.count)}</td>
              <td>{money(line.taxes.amount * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('mileage.quote.total')}</th>
            <td>
              <strong>{f.milesAmount(quote.totalMiles)}</strong>
            </td>
            <td>
              <strong>{f.money(quote.totalTaxes)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="order-facts award-balance-facts">
        <div>
          <dt>{t('mileage.quote.balance')}</dt>
          <dd>{f.miles(quote.balance)}</dd>
        </div>
        <div>
          <dt>{t('mileage.quote.after')}</dt>
          <dd>{f.miles(Math.max(0, quote.balance - quote.totalMiles))}</dd>
        </div>
      </dl>
    </>
  );
}
