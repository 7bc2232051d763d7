import { cancelOrder, createOrder } from '../../../domain/api/orders.ts';
import { orderSessionOf } from '../../booking/order-session.ts';
import { clientAddress } from '../client-address.ts';
import { requesterOf } from '../requester.ts';
import type { Router } from '../router.ts';
import { ensureVisitor } from '../visitor-cookie.ts';

/** Booking and cancelling: a guest's order is theirs in this browser through the visitor cookie, made here when missing. */
export const orderRoutes: Router = (routes, { orders, executions }) => {
  routes.handle(createOrder, async (c, { query, body, member }) => {
    const { execution, site } = await orderSessionOf(executions, query, body);
    const order = await orders.create({
      execution,
      site,
      lang: query.language,
      body,
      requester: { memberId: member, visitorHash: ensureVisitor(c) },
      clientAddress: clientAddress(c),
    });
    return { order };
  });
  routes.handle(cancelOrder, async (c, { body, member }) => {
    const order = await orders.open(body.orderNo, requesterOf(c, member), body);
    return { order: await orders.cancel(order) };
  });
};
