import type { OrderView } from '../../domain/booking/order.ts';
import type { OrderFormat, Translate } from './order-format.ts';

/** Spec 3's price fields: the fare, taxes and surcharges of each passenger type (for all its passengers), the totals and the amount to pay or paid. */
export function PriceTable({ order, t, f }: { order: OrderView; t: Translate; f: OrderFormat }) {
  const money = (amount: number) => f.money(amount, order.equivFarecurrency);
  const paid = order.payStatus;
  return (
    <section className="order-section" aria-labelledby="order-price">
      <h2 id="order-price">{t('order.price')}</h2>
      <p>{t('order.passengerCount', { adults: order.totaladultNum, children: order.totalchildNum, infants: order.totalinfantNum })}</p>
      <table className="order-table order-prices">
        <thead>
          <tr>
            <th scope="col">{t('order.type')}</th>
            <th scope="col">{t('order.fare')}</th>
            <th scope="col">{t('order.taxes')}</th>
            {order.totalSurcharge > 0 && <th scope="col">{t('order.surcharges')}</th>}
            <th scope="col">{t('order.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.prices.map((line) => (
            <tr key={line.type}>
              <th scope="row">{t('order.priceLine', { count: line.count, type: t(`order.passengerType.${line.type}`) })}</th>
              <td>{money(line.fare * line.count)}</td>
              <td>{money(line.taxes * line.count)}</td>
              {order.totalSurcharge > 0 && <td>{money(line.surcharges * line.count)}</td>}
              <td>{money(line.total * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t(paid ? 'order.totalPaid' : 'order.totalToPay')}</th>
            <td>{money(order.totalPrice)}</td>
            <td>{money(order.totalTax)}</td>
            {order.totalSurcharge > 0 && <td>{money(order.totalSurcharge)}</td>}
            <td>
              <strong>{money(order.totalPayMoney)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
