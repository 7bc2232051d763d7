import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { Lookup, OrderSummary } from './order-calls.ts';
import type { OrderFormat, PlaceNames, Translate } from './order-format.ts';
import { keepLookup } from './order-lookup.ts';

/**
 * A list of orders, each linking to its detail page (with the lookup data that opens it, when a guest found it).
 * Five columns do not fit a phone: the table scrolls sideways in its own region (which the keyboard can reach),
 * never the page.
 */
export function OrderSummaries(props: {
  orders: readonly OrderSummary[];
  caption: string;
  site: string;
  lang: string;
  names: PlaceNames;
  t: Translate;
  f: OrderFormat;
  lookupOf?: (orderNo: string) => Lookup;
}) {
  const { orders, caption, site, lang, names, t, f, lookupOf } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="order-table order-list">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.orderNo')}</th>
            <th scope="col">{t('order.route')}</th>
            <th scope="col">{t('order.departure')}</th>
            <th scope="col">{t('order.status')}</th>
            <th scope="col">{t('order.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.orderNo}>
              <th scope="row">
                <a
                  href={routeHref(baseOf(location.pathname), site, lang, 'my.order.detail', { oId: o.orderNo })}
                  aria-label={t('order.open', { orderNo: o.orderNo })}
                  onClick={() => keepLookup(lookupOf?.(o.orderNo) ?? { orderNo: o.orderNo })}
                >
                  {o.orderNo}
                </a>
              </th>
              <td>{o.route.map((code) => names.city(code)).join(' – ')}</td>
              <td>{o.firstDeparture ? f.local(o.firstDeparture) : ''}</td>
              <td>{t(`order.status.${o.status}`)}</td>
              <td>
                {o.type === 'mileage'
                  ? t('mileage.order.listTotal', { miles: o.miles, taxes: f.money(o.totalPayMoney, o.equivFarecurrency) })
                  : f.money(o.totalPayMoney, o.equivFarecurrency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
