import type { Context } from 'hono';
import { getPaymentStatus, receivePaymentNotification, startPayment, startPaymentAnySite } from '../../../domain/api/payment.ts';
import type { OrderLookup } from '../../../domain/booking/order.ts';
import type { Lang } from '../../../domain/languages.ts';
import { AppError } from '../../errors.ts';
import type { AppEnv } from '../context.ts';
import { requesterOf } from '../requester.ts';
import type { Router } from '../router.ts';

/** Paying an order: the jump to the provider's page, the provider's signed notification, and the paid page's status. */
export const paymentRoutes: Router = (routes, { orders, payments, paymentProvider }) => {
  const jump = async (c: Context<AppEnv>, member: number | undefined, lookup: OrderLookup, site: string, lang: Lang) => {
    const order = await orders.open(lookup.orderNo, requesterOf(c, member), lookup);
    return payments.jump(order, site, lang);
  };
  routes.handle(startPayment, (c, { params, body, member }) => jump(c, member, body, params.site.code, params.lang));
  routes.handle(startPaymentAnySite, (c, { body, member }) => jump(c, member, body, body.country, body.language));
  routes.handle(receivePaymentNotification, async (c, { body }) => {
    const event = paymentProvider.verify(body, c.req.raw.headers);
    if (!event) throw new AppError('badSignature');
    if ((await payments.confirm(event)) === 'unknown') throw new AppError('notFound');
    return { received: true };
  });
  routes.handle(getPaymentStatus, async (c, { params, member }) => payments.paidStatus(params.execution, requesterOf(c, member)));
};
