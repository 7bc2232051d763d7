import { getPnr, listOrdersByEmail, sendOrderEmailCode } from '../../../domain/api/orders.ts';
import { orderSummary } from '../../booking/order-summary.ts';
import { clientAddress } from '../client-address.ts';
import { requesterOf } from '../requester.ts';
import type { Router } from '../router.ts';

/** A guest's ways to their bookings: the orders of an e-mail address with a one-time code, and a booking by record locator (spec route pnr). */
export const orderLookupRoutes: Router = (routes, { guestOrders }) => {
  routes.handle(sendOrderEmailCode, (c, { body }) => guestOrders.challenge(body, body.language ?? c.get('lang'), clientAddress(c)));
  routes.handle(listOrdersByEmail, async (c, { body }) => ({ data: (await guestOrders.ordersByEmail(body, clientAddress(c))).map(orderSummary) }));
  routes.handle(getPnr, async (c, { query, member }) => ({
    booking: await guestOrders.pnr(query.pnrNo, query.surname, requesterOf(c, member), clientAddress(c)),
  }));
};
