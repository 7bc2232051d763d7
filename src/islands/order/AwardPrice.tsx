import type { OrderView } from '../../domain/booking/order.ts';
import type { OrderFormat, Translate } from './order-format.ts';

/** An award's price: the miles spent beside the taxes and fees paid in cash, and the taxes and fees of each passenger type (an award's fare is its miles). */
export function AwardPrice({ order, t, f }: { order: OrderView; t: Translate; f: OrderFormat }) {
  const money = (amount: number) => f.money(amount, order.equivFarecurrency);
  return (
    <section className="order-section" aria-labelledby="order-price">
      <h2 id="order-price">{t('order.price')}</h2>
      <dl className="order-facts order-award-price">
        <div>
          <dt>{t('mileage.order.milesSpent')}</dt>
          <dd>
            <strong>{f.number(order.miles)}</strong>
          </dd>
        </div>
        <div>
          <dt>{order.payStatus ? t('mileage.order.taxesPaid') : t('mileage.order.taxesToPay')}</dt>
          <dd>
            <strong>{money(order.totalPayMoney)}</strong>
          </dd>
        </div>
      </dl>
      <p>{t('order.passengerCount', { adults: order.totaladultNum, children: order.totalchildNum, infants: order.totalinfantNum })}</p>
      <table className="order-table order-prices">
        <caption>{t('mileage.order.taxesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.type')}</th>
            <th scope="col">{t('order.taxes')}</th>
          </tr>
        </thead>
        <tbody>
          {order.prices.map((line) => (
            <tr key={line.type}>
              <th scope="row">{t('order.priceLine', { count: line.count, type: t(`order.passengerType.${line.type}`) })}</th>
              <td>{money(line.total * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{order.payStatus ? t('order.totalPaid') : t('order.totalToPay')}</th>
            <td>
              <strong>{money(order.totalPayMoney)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
