import { createSearchLink, extendBookingSession, openBookingSession, readSearchLink } from '../../../domain/api/shop.ts';
import { AppError } from '../../errors.ts';
import type { Router } from '../router.ts';

/** The trip sealed into a results link, and the booking session opened for it and extended on the traveller's word. */
export const shopSessionRoutes: Router = (routes, { executions, businessAccounts }) => {
  routes.handle(createSearchLink, (_c, { query, body, member }) => {
    // Award searches are for members (spec 8): a guest's page opens the login dialog on this code.
    if (body.m === 'mileage' && member === undefined) throw new AppError('CZMILEAGE0000002');
    return executions.create(body, query.site, query.language);
  });
  routes.handle(readSearchLink, (_c, { body }) => executions.decrypt(body.encryptArgs));
  routes.handle(openBookingSession, async (_c, { body, member }) => {
    const traveller = await businessAccounts.travellerOf(member);
    const company = traveller && { accountId: traveller.accountId, percent: traveller.company.discountPercent, name: traveller.company.name };
    return executions.open(body.encryptArgs, company);
  });
  routes.handle(extendBookingSession, (_c, { params }) => executions.extend(params.session));
};
