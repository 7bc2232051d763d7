import type { Context, Hono } from 'hono';
import { OrderCreateBodySchema, OrderLookupSchema, OrderQuerySchema, OrderReplySchema } from '../../../domain/booking/order.ts';
import { findSite } from '../../../domain/site-lookup.ts';
import type { OrderService, Requester } from '../../booking/orders.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { ExecutionService } from '../../shop/executions.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { readSession } from '../session-cookie.ts';
import { visitorHash } from '../visitor-cookie.ts';
import { ensureVisitor } from '../visitor-cookie.ts';

/** Who is calling: the member of the session cookie, and the browser's visitor key. */
export async function requesterOf(c: Context<AppEnv>, sessions: Sessions): Promise<Requester> {
  return { memberId: await sessions.memberOf(readSession(c)), visitorHash: visitorHash(c) };
}

export function orderRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { orders: OrderService; executions: ExecutionService; sessions: Sessions },
): void {
  const { orders, executions, sessions } = deps;
  registry.add(
    app,
    {
      method: 'post',
      path: '/b/order',
      tag: 'Orders',
      summary: 'Order create: re-prices the chosen solutions, checks the passengers and holds the seats until the payment deadline',
      query: OrderQuerySchema,
      body: OrderCreateBodySchema,
      responses: {
        200: { description: 'The unpaid order', schema: OrderReplySchema },
        400: {
          description:
            'Bad input, with field codes (passengers.{i}.{field}, contact.{field}, choices, discount.code); discountExpired, discountNotApplicable, discountMinSpend',
          schema: FailureSchema,
        },
        404: {
          description: "CZWEB000004: unknown booking session; discountUnknown: no such promotion code, or no such coupon of the member's",
          schema: FailureSchema,
        },
        409: {
          description:
            'soldOut: a chosen fare has no seats left; priceChanged: the price is not the one shown; couponUsed, codeUsedUp: the discount was taken meanwhile',
          schema: FailureSchema,
        },
        410: { description: 'CZWEB000003: the booking session expired', schema: FailureSchema },
        429: { description: 'holdLimit: too many unpaid orders', schema: FailureSchema },
      },
    },
    async (c, { query, body }) => {
      if (body.session !== query.execution) throw new AppError('e01', { fields: { session: { code: 'e01' } } });
      const execution = await executions.require(query.execution);
      const site = findSite(query.country);
      if (!site || site.code !== execution.site) throw new AppError('e01', { fields: { country: { code: 'e01' } } });
      const requester = await requesterOf(c, sessions);
      const order = await orders.create({
        execution,
        site,
        lang: query.language,
        body,
        requester: { ...requester, visitorHash: ensureVisitor(c) },
        clientAddress: clientAddress(c),
      });
      return c.json({ order });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/b/order/cancelOrder',
      tag: 'Orders',
      summary:
        'Cancels an unpaid order and gives its seats back: for its member, the browser that made it, or a guest with the order number and a surname or the e-mail',
      body: OrderLookupSchema,
      responses: {
        200: { description: 'The cancelled order', schema: OrderReplySchema },
        404: { description: 'No such order for this requester', schema: FailureSchema },
        409: { description: 'orderClosed: the order is not unpaid', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const order = await orders.open(body.orderNo, await requesterOf(c, sessions), body);
      return c.json({ order: await orders.cancel(order) });
    },
  );
}
