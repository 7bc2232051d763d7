import type { Hono } from 'hono';
import { RefreshOrderBodySchema, ResendMailBodySchema, ResendMailReplySchema } from '../../../domain/booking/order-access.ts';
import { OrderReplySchema } from '../../../domain/booking/order.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { OrderConfirmations } from '../../booking/order-confirmations.ts';
import type { OrderService } from '../../booking/orders.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { PaymentRefresh } from '../../payment/payment-refresh.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requesterOf } from './order.ts';

const notFound = { 404: { description: 'No such order for this requester', schema: FailureSchema } };

/** What the order page does after booking: the detail brought up to date, and the confirmation e-mail again. */
export function orderFollowUpRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { orders: OrderService; sessions: Sessions; refresh: PaymentRefresh; confirmations: OrderConfirmations },
): void {
  const { orders, sessions, refresh, confirmations } = deps;
  registry.add(
    app,
    {
      method: 'post',
      path: '/om/:site/:lang/refreshOrderDetail',
      tag: 'Orders',
      summary: "The order detail again, brought up to date: an unpaid order's pending payments are looked up at the payment provider, a paid order is ticketed",
      params: SitePathSchema,
      body: RefreshOrderBodySchema,
      responses: { 200: { description: 'The order as it is now', schema: OrderReplySchema }, ...notFound },
    },
    async (c, { body }) => {
      const requester = await requesterOf(c, sessions);
      await refresh.refresh(await orders.open(body.orderNo, requester, body));
      return c.json({ order: await orders.view(await orders.open(body.orderNo, requester, body)) });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/ext/reSendEmail',
      tag: 'Orders',
      summary: "Sends a ticketed order's confirmation e-mail again to its contact address (a few times an hour per order and per address)",
      body: ResendMailBodySchema,
      responses: {
        200: { description: 'Sent; the address, partly hidden', schema: ResendMailReplySchema },
        ...notFound,
        409: { description: 'conflict: the order has no tickets yet', schema: FailureSchema },
        429: { description: 'Sent too often', schema: FailureSchema },
        503: { description: 'unavailable: the mail could not be sent', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const order = await orders.open(body.orderNo, await requesterOf(c, sessions), body);
      return c.json(await confirmations.resend(order, clientAddress(c)));
    },
  );
}
