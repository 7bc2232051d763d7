import { addDiscount, queryDiscounts } from '../../../domain/api/coupons.ts';
import { discountSessionOf } from '../../coupon/discount-session.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** The discount calls of spec 7 for the booking funnel: queryDiscount and addDiscount/{session}/{set}/{sol}. */
export const orderDiscountRoutes: Router = (routes, { discountQuotes, executions }) => {
  routes.handle(queryDiscounts, async (c, { body, member }) => {
    const execution = await executions.require(body.session);
    return { data: await discountQuotes.query(execution, body.choices, { memberId: member, address: clientAddress(c) }, body.code) };
  });
  routes.handle(addDiscount, async (c, { params, body, member }) => {
    const execution = await discountSessionOf(executions, params, body.choices);
    const discount = body.code !== undefined ? { code: body.code } : { couponId: body.couponId };
    return { data: await discountQuotes.add(execution, body.choices, discount, { memberId: member, address: clientAddress(c) }) };
  });
};
