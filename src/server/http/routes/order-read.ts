import { getOrder, listMemberOrders } from '../../../domain/api/orders.ts';
import { orderSummary } from '../../booking/order-summary.ts';
import { requesterOf } from '../requester.ts';
import type { Router } from '../router.ts';

/** The member's order list, and one order's detail for whoever may open it. */
export const orderReadRoutes: Router = (routes, { orders }) => {
  routes.handle(listMemberOrders, async (_c, { member }) => ({ data: (await orders.listOf(member)).map(orderSummary) }));
  routes.handle(getOrder, async (c, { body, member }) => {
    const order = await orders.open(body.orderNo, requesterOf(c, member), body);
    return { order: await orders.view(order) };
  });
};
