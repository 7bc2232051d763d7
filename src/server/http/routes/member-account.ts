import type { Hono } from 'hono';
import {
  CertificateAddedSchema,
  FfpEnrolledSchema,
  FfpEnrollmentBodySchema,
  MemberMatchSchema,
  MemberStatusSchema,
  NewCertificateBodySchema,
  VerifyMemberBodySchema,
} from '../../../domain/member/account-schemas.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { MemberAccount } from '../../member/member-account.ts';
import type { Sessions } from '../../member/sessions.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requireMember } from '../require-member.ts';

const guest = { 401: { description: 'Not logged in', schema: FailureSchema } };
const badInput = { 400: { description: 'Bad input with field codes', schema: FailureSchema } };

/** The member calls of spec 7 (getMemberStatus, verifyMember, ffpEnrollment, newCertificate). */
export function memberAccountRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: { account: MemberAccount; sessions: Sessions }): void {
  const { account, sessions } = deps;

  registry.add(
    app,
    {
      method: 'get',
      path: '/svcPassenger/:site/:lang/getMemberStatus',
      tag: 'User',
      summary: "The logged-in member's number, name, tier, e-mail verification, programme enrolment and documents",
      params: SitePathSchema,
      responses: { 200: { description: 'The member', schema: MemberStatusSchema }, ...guest },
    },
    async (c) => c.json(await account.status(await requireMember(c, sessions))),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/verifyMember',
      tag: 'User',
      summary: 'Whether a home-airline member number belongs to a surname and given name; says nothing more',
      params: SitePathSchema,
      body: VerifyMemberBodySchema,
      responses: {
        200: { description: 'Whether they match', schema: MemberMatchSchema },
        400: { description: 'Bad input; CZWEB000010/11 captcha needed or wrong after failed checks', schema: FailureSchema },
        429: { description: 'Too many failed checks', schema: FailureSchema },
      },
    },
    async (c, { body }) => c.json({ match: await account.verifyMember(body, clientAddress(c)) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/ffpEnrollment',
      tag: 'User',
      summary: 'Enrols the logged-in member in the frequent-flyer programme (or confirms it) with birthday, gender and nationality',
      params: SitePathSchema,
      body: FfpEnrollmentBodySchema,
      responses: { 200: { description: 'Enrolled', schema: FfpEnrolledSchema }, ...badInput, ...guest },
    },
    async (c, { body }) => c.json({ enrolled: true as const, ...(await account.enrol(await requireMember(c, sessions), body)) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/newCertificate',
      tag: 'User',
      summary: 'Adds an identity document to the logged-in member (type of spec 3, number under its rule, issuer, expiry)',
      params: SitePathSchema,
      body: NewCertificateBodySchema,
      responses: {
        200: { description: 'The document, its number masked', schema: CertificateAddedSchema },
        ...badInput,
        ...guest,
        409: { description: 'The member has this document already, or the most documents allowed', schema: FailureSchema },
      },
    },
    async (c, { body }) => c.json({ certificate: await account.addCertificate(await requireMember(c, sessions), body) }),
  );
}
