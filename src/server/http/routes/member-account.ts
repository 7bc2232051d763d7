import { addCertificate, enrolFrequentFlyer, getMemberStatus, verifyMember } from '../../../domain/api/member.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** The member calls of spec 7 (getMemberStatus, verifyMember, ffpEnrollment, newCertificate). */
export const memberAccountRoutes: Router = (routes, { memberAccount: account }) => {
  routes.handle(getMemberStatus, async (_c, { member }) => account.status(member));

  routes.handle(verifyMember, async (c, { body }) => ({ match: await account.verifyMember(body, clientAddress(c)) }));

  routes.handle(enrolFrequentFlyer, async (_c, { body, member }) => ({ enrolled: true as const, ...(await account.enrol(member, body)) }));

  routes.handle(addCertificate, async (_c, { body, member }) => ({ certificate: await account.addCertificate(member, body) }));
};
