import type { Hono } from 'hono';
import {
  AutoSendBodySchema,
  AutoSendReplySchema,
  BindCouponBodySchema,
  BindCouponReplySchema,
  MyCouponsBodySchema,
  MyCouponsReplySchema,
  ValidActionBodySchema,
  ValidActionReplySchema,
} from '../../../domain/coupon/coupon-schemas.ts';
import type { CodeGuard } from '../../coupon/code-guard.ts';
import type { MemberCoupons } from '../../coupon/member-coupons.ts';
import type { Promotions } from '../../coupon/promotions.ts';
import type { Sessions } from '../../member/sessions.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requireMember } from '../require-member.ts';

const guest = { 401: { description: 'Not logged in', schema: FailureSchema } };
const badInput = { 400: { description: 'Bad input with field codes', schema: FailureSchema } };

/** The member's coupons of spec 7: mycoupons, bindCoupon, autoSendCoupon, and validAction for campaigns. */
export function couponRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { coupons: MemberCoupons; promotions: Promotions; sessions: Sessions; guard: CodeGuard },
): void {
  const { coupons, promotions, sessions, guard } = deps;
  registry.add(
    app,
    {
      method: 'post',
      path: '/mycoupon/mycoupons',
      tag: 'Coupons',
      summary: "The logged-in member's coupons: usable (soonest to end first), used (with the order) and expired",
      body: MyCouponsBodySchema,
      responses: { 200: { description: 'The coupons by state', schema: MyCouponsReplySchema }, ...guest },
    },
    async (c) => c.json({ data: await coupons.listOf(await requireMember(c, sessions)) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/mycoupon/bindCoupon',
      tag: 'Coupons',
      summary: "Adds a voucher's coupon code (3 to 20 letters or digits) to the logged-in member's coupons; binding one's own again answers it",
      body: BindCouponBodySchema,
      responses: {
        200: { description: 'The coupon, and whether it was the member’s already', schema: BindCouponReplySchema },
        ...badInput,
        ...guest,
        404: { description: 'discountUnknown: no coupon has this code', schema: FailureSchema },
        409: { description: 'couponTaken: another member has it', schema: FailureSchema },
        429: { description: 'Too many codes that failed', schema: FailureSchema },
      },
    },
    async (c, { body }) => c.json(await coupons.bind(await requireMember(c, sessions), body.code, clientAddress(c))),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/mycoupon/autoSendCoupon',
      tag: 'Coupons',
      summary: "Issues the welcome coupon, in the site's currency, to a member who registered in the last 30 days, once; later calls send nothing",
      body: AutoSendBodySchema,
      responses: { 200: { description: 'Whether a coupon was sent now, and which', schema: AutoSendReplySchema }, ...badInput, ...guest },
    },
    async (c, { body }) => {
      const memberId = await requireMember(c, sessions);
      const coupon = await coupons.sendWelcome(memberId, body.country);
      return c.json({ sent: coupon !== undefined, coupon: coupon ?? null });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/mycoupon/validAction',
      tag: 'Coupons',
      summary: 'Whether a promotion (its code) runs on a site on a day (today unless given) with uses left; an unknown code is not valid',
      body: ValidActionBodySchema,
      responses: {
        200: { description: 'Whether it is valid, and its dates when it is a promotion of this site', schema: ValidActionReplySchema },
        ...badInput,
        429: { description: 'Too many unknown codes from this address', schema: FailureSchema },
      },
    },
    async (c, { body }) =>
      c.json(
        await guard(
          clientAddress(c),
          () => promotions.validAction(body.code, body.country.code, body.date),
          (reply) => reply.validFrom === null,
        ),
      ),
  );
}
