import type { Money } from '../../domain/money.ts';
import type { Choice } from './shop-calls.ts';
import type { Formatters, Translate } from './format.ts';

type PassengerType = 'ADT' | 'CNN' | 'INF';

interface Line {
  readonly type: PassengerType;
  readonly count: number;
  readonly fare: number;
  readonly taxes: number;
}

/** Per passenger type, the fare and the taxes of every chosen flight added up. */
export function priceLines(chosen: readonly Choice[]): { lines: Line[]; total: Money | null } {
  const byType = new Map<PassengerType, Line>();
  let currency: string | null = null;
  for (const choice of chosen) {
    for (const price of choice.family.prices) {
      currency = price.total.currency;
      const taxes = price.taxes.reduce((sum, tax) => sum + tax.amount.amount, 0);
      const was = byType.get(price.type) ?? { type: price.type, count: price.count, fare: 0, taxes: 0 };
      byType.set(price.type, { ...was, fare: was.fare + price.fare.amount, taxes: was.taxes + taxes });
    }
  }
  const lines = [...byType.values()];
  const total = currency === null ? null : { amount: chosen.reduce((sum, c) => sum + c.family.saleTotal.amount, 0), currency };
  return { lines, total };
}

interface Props {
  readonly chosen: readonly Choice[];
  readonly onContinue: () => void;
  readonly t: Translate;
  readonly f: Formatters;
}

/** The price detail per passenger type with taxes, and the way on to the passengers page. */
export function PriceSummary({ chosen, onContinue, t, f }: Props) {
  const { lines, total } = priceLines(chosen);
  if (!total) return null;
  const money = (amount: number) => f.money({ amount, currency: total.currency });
  return (
    <section className="shop-summary" aria-labelledby="shop-summary-title">
      <h2 id="shop-summary-title">{t('shop.summary')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('shop.passengerType')}</th>
            <th scope="col">{t('shop.fare')}</th>
            <th scope="col">{t('shop.taxes')}</th>
            <th scope="col">{t('shop.count')}</th>
            <th scope="col">{t('shop.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.type}>
              <th scope="row">{t(`shop.passenger.${line.type}`)}</th>
              <td>{money(line.fare)}</td>
              <td>{money(line.taxes)}</td>
              <td>{line.count}</td>
              <td>{money((line.fare + line.taxes) * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('shop.total')}
            </th>
            <td>
              <strong>{f.money(total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <button type="button" className="ui-button ui-primary" onClick={onContinue}>
        {t('shop.continue')}
      </button>
    </section>
  );
}
