import type * as v from 'valibot';
import type { OrderSummarySchema } from '../../domain/booking/order.ts';
import type { OrderRecord } from './order-records.ts';

/** One order as a list shows it: the member's own list and a guest's list by e-mail alike. */
export function orderSummary(order: OrderRecord): v.InferOutput<typeof OrderSummarySchema> {
  return {
    orderNo: order.orderNo,
    locator: order.locator,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    deadline: order.deadline.toISOString(),
    route: [...new Set(order.segments.flatMap((s) => [s.depCity, s.arrCity]))],
    firstDeparture: order.segments[0]?.depDate ?? '',
    type: order.kind,
    miles: order.miles,
    totalPayMoney: order.total,
    equivFarecurrency: order.currency,
  };
}
