import type { OrderView } from '../../domain/booking/order.ts';
import type { OrderFormat, Translate } from './order-format.ts';

/** An order's number, booking reference, kind (an award says so) and status, with the payment deadline while it is unpaid. */
export function OrderHeading({
  order,
  t,
  f,
}: {
  order: Pick<OrderView, 'orderNo' | 'locator' | 'status' | 'deadline' | 'createdAt'> & { readonly type?: OrderView['type'] };
  t: Translate;
  f: OrderFormat;
}) {
  return (
    <dl className="order-facts order-heading">
      <div>
        <dt>{t('order.orderNo')}</dt>
        <dd className="order-number">{order.orderNo}</dd>
      </div>
      <div>
        <dt>{t('order.locator')}</dt>
        <dd className="order-number">{order.locator}</dd>
      </div>
      {order.type === 'mileage' && (
        <div>
          <dt>{t('mileage.order.kind')}</dt>
          <dd>
            <span className="order-badge order-badge-award">{t('mileage.order.award')}</span>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('order.status')}</dt>
        <dd>
          <span className={`order-badge order-badge-${order.status}`}>{t(`order.status.${order.status}`)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('order.bookedOn')}</dt>
        <dd>{f.instant(order.createdAt)}</dd>
      </div>
      {order.status === 'unpaid' && (
        <div>
          <dt>{t('order.payBy')}</dt>
          <dd>
            <time dateTime={order.deadline}>{f.instant(order.deadline)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
