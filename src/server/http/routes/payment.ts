import type { Hono } from 'hono';
import * as v from 'valibot';
import { JumpAnyFormSchema, JumpFormSchema, JumpReplySchema, PaidParamsSchema, PaidReplySchema, type OrderLookup } from '../../../domain/booking/order.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import { findSite } from '../../../domain/site-lookup.ts';
import type { OrderService } from '../../booking/orders.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { Payments } from '../../payment/payments.ts';
import { NOTIFY_PATH, type PaymentProvider } from '../../payment/provider.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requesterOf } from './order.ts';

const jumpFailures = {
  404: { description: 'No such order for this requester', schema: FailureSchema },
  409: { description: 'orderClosed: the order is not waiting for payment', schema: FailureSchema },
};

export function paymentRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { orders: OrderService; payments: Payments; provider: PaymentProvider; sessions: Sessions },
): void {
  const { orders, payments, provider, sessions } = deps;
  const jump = async (c: Parameters<typeof requesterOf>[0], lookup: OrderLookup, site: string, lang: Parameters<Payments['jump']>[2]) => {
    const order = await orders.open(lookup.orderNo, await requesterOf(c, sessions), lookup);
    return c.json(await payments.jump(order, site, lang));
  };
  registry.add(
    app,
    {
      method: 'post',
      path: '/c/:site/:lang/jump/',
      tag: 'Payment',
      summary:
        "Starts paying an unpaid order (its member's, this browser's, or a guest's with its lookup data): a payment attempt at the provider, and the provider's page to go to",
      encoding: 'form',
      params: SitePathSchema,
      body: JumpFormSchema,
      responses: { 200: { description: 'Where to pay', schema: JumpReplySchema }, ...jumpFailures },
    },
    (c, { params, body }) => jump(c, body, params.site.code, params.lang),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/c/jump',
      tag: 'Payment',
      summary: 'The same as /c/{site}/{lang}/jump/ with the site and language in the form (country, language)',
      encoding: 'form',
      body: JumpAnyFormSchema,
      responses: { 200: { description: 'Where to pay', schema: JumpReplySchema }, ...jumpFailures },
    },
    (c, { body }) => {
      const site = findSite(body.country);
      if (!site) throw new AppError('e01', { fields: { country: { code: 'e01' } } });
      return jump(c, body, site.code, body.language);
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: NOTIFY_PATH,
      tag: 'Payment',
      summary: "The payment provider's signed notification of how a payment ended; applied once however often it comes",
      responses: {
        200: { description: 'Received', schema: v.object({ received: v.boolean() }) },
        403: { description: 'badSignature: not signed by the provider', schema: FailureSchema },
        404: { description: 'No such payment', schema: FailureSchema },
      },
    },
    async (c) => {
      const event = provider.verify(await c.req.text(), c.req.raw.headers);
      if (!event) throw new AppError('badSignature');
      const result = await payments.confirm(event);
      if (result === 'unknown') throw new AppError('notFound');
      return c.json({ received: true });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/c/:site/:lang/:type/paid/:execution',
      tag: 'Payment',
      summary: 'How a payment attempt ended: success with the order, failure with the reason and whether paying again is possible, or pending',
      params: PaidParamsSchema,
      responses: {
        200: { description: 'The outcome', schema: PaidReplySchema },
        404: { description: 'No such payment for this requester', schema: FailureSchema },
      },
    },
    async (c, { params }) => c.json(await payments.paidStatus(params.execution, await requesterOf(c, sessions))),
  );
}
