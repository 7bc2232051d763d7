import { refreshOrder, resendConfirmation } from '../../../domain/api/orders.ts';
import { clientAddress } from '../client-address.ts';
import { requesterOf } from '../requester.ts';
import type { Router } from '../router.ts';

/** What the order page does after booking: the detail brought up to date, and the confirmation e-mail again. */
export const orderFollowUpRoutes: Router = (routes, { orders, paymentRefresh, confirmations }) => {
  routes.handle(refreshOrder, async (c, { body, member }) => {
    const requester = requesterOf(c, member);
    await paymentRefresh.refresh(await orders.open(body.orderNo, requester, body));
    // Opened again: the refresh may have moved it on (paid, ticketed).
    return { order: await orders.view(await orders.open(body.orderNo, requester, body)) };
  });
  routes.handle(resendConfirmation, async (c, { body, member }) => {
    const order = await orders.open(body.orderNo, requesterOf(c, member), body);
    return confirmations.resend(order, clientAddress(c));
  });
};
