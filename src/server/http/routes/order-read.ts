import type { Hono } from 'hono';
import { OrderListBodySchema, OrderListReplySchema, OrderLookupSchema, OrderReplySchema } from '../../../domain/booking/order.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { OrderService } from '../../booking/orders.ts';
import { orderSummary } from '../../booking/order-summary.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requesterOf } from './order.ts';

export function orderReadRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: { orders: OrderService; sessions: Sessions }): void {
  const { orders, sessions } = deps;
  registry.add(
    app,
    {
      method: 'post',
      path: '/om/orders',
      tag: 'Orders',
      summary: "The logged-in member's own orders, newest first",
      body: OrderListBodySchema,
      responses: { 200: { description: 'Orders', schema: OrderListReplySchema }, 401: { description: 'Not logged in', schema: FailureSchema } },
    },
    async (c) => {
      const { memberId } = await requesterOf(c, sessions);
      if (memberId === undefined) throw new AppError('unauthorized');
      const list = await orders.listOf(memberId);
      return c.json({
        data: list.map(orderSummary),
      });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/om/:site/:lang/order',
      tag: 'Orders',
      summary: 'Order detail: for its member, the browser that made it, or a guest with the order number and a surname or the e-mail',
      params: SitePathSchema,
      body: OrderLookupSchema,
      responses: {
        200: { description: 'The order', schema: OrderReplySchema },
        404: { description: 'No such order for this requester', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const order = await orders.open(body.orderNo, await requesterOf(c, sessions), body);
      return c.json({ order: await orders.view(order) });
    },
  );
}
