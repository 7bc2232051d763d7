import { getBusinessAccount, verifyBusinessAccount } from '../../../domain/api/business.ts';
import { AppError } from '../../errors.ts';
import type { Router } from '../router.ts';

/** Business-travel accounts: the code mailed to a company's travel desk, the member's verification, and the company they travel for. */
export const businessRoutes: Router = (routes, { businessAccounts, members }) => {
  routes.handle(verifyBusinessAccount, async (c, { body, member }) => {
    if (body.code) return businessAccounts.verify(member, body.companyCode, body.code);
    const record = await members.byId(member);
    if (!record) throw new AppError('unauthorized');
    return businessAccounts.sendCode({ id: member, memberNo: record.memberNo }, body.companyCode, c.get('lang'));
  });

  routes.handle(getBusinessAccount, async (_c, { member }) => ({ company: (await businessAccounts.travellerOf(member))?.company ?? null }));
};
