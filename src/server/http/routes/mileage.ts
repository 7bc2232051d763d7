import { getAwardPrice, getMemberPassengers, getMilesBalance, searchMileageFlights, sendMileageCode, verifyMileageCode } from '../../../domain/api/mileage.ts';
import { createMileageOrder } from '../../../domain/api/mileage-order.ts';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../../domain/calendar.ts';
import { findSite } from '../../../domain/site-lookup.ts';
import { AppError } from '../../errors.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';
import { ensureVisitor } from '../visitor-cookie.ts';

/** Every award call is a member's: a guest gets CZMILEAGE0000002, which the pages answer with the login dialog. */
function memberOf(member: number | undefined): number {
  if (member === undefined) throw new AppError('CZMILEAGE0000002');
  return member;
}

/** Award (mileage) booking: the balance, the one-time code, the travellers, award flights and prices, the order. */
export const mileageRoutes: Router = (routes, { miles, members, verificationCodes, awardTravellers, awardSearch, awardOrders, platform }) => {
  async function memberRecord(member: number | undefined) {
    const found = await members.byId(memberOf(member));
    if (!found) throw new AppError('CZMILEAGE0000002');
    return found;
  }

  routes.handle(getMilesBalance, async (_c, { member }) => ({ balance: await miles.balance(memberOf(member)) }));

  routes.handle(sendMileageCode, (_c, { params, body, member }) => verificationCodes.send(memberOf(member), body.channel, params.lang));

  routes.handle(verifyMileageCode, (_c, { body, member }) => verificationCodes.verify(memberOf(member), body.code));

  routes.handle(getMemberPassengers, async (_c, { params, body, member }) => {
    const record = await memberRecord(member);
    const today = calendarDateIn(platform.clock.now(), AIRLINE_TIME_ZONE);
    return { pList: await awardTravellers.list(record, params.site.nameLayout, body.isDomestic, today) };
  });

  routes.handle(searchMileageFlights, async (_c, { body, member }) => ({
    data: await awardSearch.flights(body.execution, memberOf(member), body.date),
  }));

  routes.handle(getAwardPrice, async (_c, { body, member }) => ({ data: await awardSearch.quote(body.execution, memberOf(member), body.choices) }));

  routes.handle(createMileageOrder, async (c, { query, body, member }) => {
    const record = await memberRecord(member);
    // Spec 7 names the session twice: the query's execution and the body's session must agree.
    if (body.session !== query.execution) throw new AppError('e01', { fields: { session: { code: 'e01' } } });
    const site = findSite(query.country);
    if (!site) throw new AppError('e01', { fields: { country: { code: 'e01' } } });
    const order = await awardOrders.create({
      sessionId: query.execution,
      site,
      lang: query.language,
      member: record,
      body,
      visitorHash: ensureVisitor(c),
      clientAddress: clientAddress(c),
    });
    return { order };
  });
};
