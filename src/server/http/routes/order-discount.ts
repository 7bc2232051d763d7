import type { Hono } from 'hono';
import { AddDiscountBodySchema, AddDiscountReplySchema, QueryDiscountBodySchema, QueryDiscountReplySchema } from '../../../domain/coupon/coupon-schemas.ts';
import { SolutionParamsSchema } from '../../../domain/shop/search-results.ts';
import type { DiscountQuotes } from '../../coupon/discount-quotes.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { ExecutionService } from '../../shop/executions.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { readSession } from '../session-cookie.ts';

const sessionFailures = {
  400: { description: 'Bad input with field codes (choices, code, couponId)', schema: FailureSchema },
  404: { description: 'CZWEB000004: unknown booking session', schema: FailureSchema },
  409: { description: 'soldOut: a chosen fare has no seats left', schema: FailureSchema },
  410: { description: 'CZWEB000003: the booking session expired', schema: FailureSchema },
  429: { description: 'Too many unknown codes from this address', schema: FailureSchema },
};

/** The discount calls of spec 7 for the booking funnel: queryDiscount and addDiscount/{session}/{set}/{sol}. */
export function orderDiscountRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { quotes: DiscountQuotes; executions: ExecutionService; sessions: Sessions },
): void {
  const { quotes, executions, sessions } = deps;
  registry.add(
    app,
    {
      method: 'post',
      path: '/orderDiscount/queryDiscount',
      tag: 'Coupons',
      summary:
        "For a booking session's chosen solutions: the trip's price, the logged-in member's usable coupons and a typed code, each with what it takes off or why it does not apply",
      body: QueryDiscountBodySchema,
      responses: { 200: { description: 'The price and the discounts weighed', schema: QueryDiscountReplySchema }, ...sessionFailures },
    },
    async (c, { body }) => {
      const execution = await executions.require(body.session);
      const asker = { memberId: await sessions.memberOf(readSession(c)), address: clientAddress(c) };
      return c.json({ data: await quotes.query(execution, body.choices, asker, body.code) });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/orderDiscount/addDiscount/:session/:set/:sol',
      tag: 'Coupons',
      summary:
        'Checks a promotion code or one of the member’s coupons against the chosen solutions (the path names the slice just chosen): the discount and the new total. Consumes nothing; the order claims it.',
      params: SolutionParamsSchema,
      body: AddDiscountBodySchema,
      responses: {
        200: { description: 'What it takes off, and the total before and after', schema: AddDiscountReplySchema },
        ...sessionFailures,
        400: { description: 'Bad input; discountExpired, discountNotApplicable (site, currency), discountMinSpend', schema: FailureSchema },
        404: { description: 'CZWEB000004: unknown booking session; discountUnknown: no such code, or no such coupon of this member', schema: FailureSchema },
        409: { description: 'couponUsed: the coupon is on an order; codeUsedUp: every use of the code is taken; soldOut', schema: FailureSchema },
      },
    },
    async (c, { params, body }) => {
      if (body.choices[params.set]?.sol !== params.sol) throw new AppError('e01', { fields: { sol: { code: 'e01' } } });
      const execution = await executions.require(params.session);
      const asker = { memberId: await sessions.memberOf(readSession(c)), address: clientAddress(c) };
      const discount = body.code !== undefined ? { code: body.code } : { couponId: body.couponId };
      return c.json({ data: await quotes.add(execution, body.choices, discount, asker) });
    },
  );
}
