import type { Hono } from 'hono';
import {
  EmailChallengeBodySchema,
  EmailChallengeReplySchema,
  OrdersByEmailBodySchema,
  PnrQuerySchema,
  PnrReplySchema,
} from '../../../domain/booking/order-access.ts';
import { OrderListReplySchema } from '../../../domain/booking/order.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { GuestOrders } from '../../booking/guest-orders.ts';
import { orderSummary } from '../../booking/order-summary.ts';
import type { Sessions } from '../../member/sessions.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requesterOf } from './order.ts';

const tooMany = { 429: { description: 'Too many tries from this address (or codes for this e-mail)', schema: FailureSchema } };

/** A guest's ways to their bookings: the orders of an e-mail address with a one-time code, and a booking by record locator (spec route pnr). */
export function orderLookupRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: { guestOrders: GuestOrders; sessions: Sessions }): void {
  const { guestOrders, sessions } = deps;
  registry.add(
    app,
    {
      method: 'post',
      path: '/captcha/challengeByEmail',
      tag: 'Orders',
      summary:
        'Sends a one-time code (15 minutes) to an e-mail address, to list its guest orders with; always takes a captcha, and answers alike whether or not the address has orders',
      body: EmailChallengeBodySchema,
      responses: {
        200: { description: 'A code is on its way', schema: EmailChallengeReplySchema },
        400: { description: 'Bad input; CZWEB000010/11 captcha needed or wrong', schema: FailureSchema },
        ...tooMany,
      },
    },
    async (c, { body }) => c.json(await guestOrders.challenge(body, body.language ?? c.get('lang'), clientAddress(c))),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/om/ordersByEmail',
      tag: 'Orders',
      summary: "A guest's orders booked under an e-mail address, newest first, for the one-time code sent to it (used up)",
      body: OrdersByEmailBodySchema,
      responses: {
        200: { description: 'The orders (possibly none)', schema: OrderListReplySchema },
        400: { description: 'e01 on code: the code is wrong, used or expired', schema: FailureSchema },
        ...tooMany,
      },
    },
    async (c, { body }) => c.json({ data: (await guestOrders.ordersByEmail(body, clientAddress(c))).map(orderSummary) }),
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/pnr/:site/:lang/getPnr',
      tag: 'Orders',
      summary: "A booking by its record locator (pnrNo) and a passenger's surname: flights, passengers and tickets; a member's booking only for that member",
      params: SitePathSchema,
      query: PnrQuerySchema,
      responses: {
        200: { description: 'The booking', schema: PnrReplySchema },
        404: { description: 'No booking with this locator and surname for this requester', schema: FailureSchema },
        ...tooMany,
      },
    },
    async (c, { query }) => c.json({ booking: await guestOrders.pnr(query.pnrNo, query.surname, await requesterOf(c, sessions), clientAddress(c)) }),
  );
}
