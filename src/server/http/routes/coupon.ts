import { bindCoupon, checkPromotion, listMemberCoupons, sendWelcomeCoupon } from '../../../domain/api/coupons.ts';
import { guardedValidAction } from '../../coupon/promotions.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** The member's coupons of spec 7: mycoupons, bindCoupon, autoSendCoupon, and validAction for campaigns. */
export const couponRoutes: Router = (routes, { coupons, promotions, codeGuard }) => {
  routes.handle(listMemberCoupons, async (_c, { member }) => ({ data: await coupons.listOf(member) }));
  routes.handle(bindCoupon, (c, { body, member }) => coupons.bind(member, body.code, clientAddress(c)));
  routes.handle(sendWelcomeCoupon, async (_c, { body, member }) => {
    const coupon = await coupons.sendWelcome(member, body.country);
    return { sent: coupon !== undefined, coupon: coupon ?? null };
  });
  routes.handle(checkPromotion, (c, { body }) =>
    guardedValidAction({ promotions, guard: codeGuard }, clientAddress(c), { code: body.code, site: body.country.code, day: body.date }),
  );
};
