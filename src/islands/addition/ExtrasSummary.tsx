import type { ReactNode } from 'react';
import type { ExtrasCost } from '../../domain/booking/extras-pricing.ts';
import type { Money } from '../../domain/money.ts';
import type { Translate } from './seat-status.ts';

interface Props {
  readonly fares: Money;
  readonly cost: ExtrasCost;
  readonly saving: Money | null;
  readonly total: Money;
  readonly t: Translate;
  readonly money: (m: Money) => string;
  /** The discount box and the way on, below the total. */
  readonly children: ReactNode;
}

/** The running total: the fares, each kind of extra, any discount, and what the order will cost. */
export function ExtrasSummary({ fares, cost, saving, total, t, money, children }: Props) {
  const amount = (value: number) => money({ amount: value, currency: fares.currency });
  return (
    <section className="addition-summary" aria-labelledby="addition-summary-title">
      <h2 id="addition-summary-title">{t('addition.summary')}</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('addition.fares')}</th>
            <td>{money(fares)}</td>
          </tr>
          <tr>
            <th scope="row">{t('addition.seatsTotal')}</th>
            <td>{amount(cost.seats)}</td>
          </tr>
          <tr>
            <th scope="row">{t('addition.bagsTotal')}</th>
            <td>{amount(cost.bags)}</td>
          </tr>
          <tr>
            <th scope="row">{t('addition.mealsTotal')}</th>
            <td>{amount(cost.meals)}</td>
          </tr>
          {saving && (
            <tr>
              <th scope="row">{t('addition.discount')}</th>
              <td>−{money(saving)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('addition.total')}</th>
            <td>
              <strong>{money(total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="visually-hidden" aria-live="polite">
        {t('addition.totalNow', { total: money(total) })}
      </p>
      {children}
    </section>
  );
}
