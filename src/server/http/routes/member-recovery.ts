import type { Hono } from 'hono';
import {
  EmailVerifiedSchema,
  ForgotPasswordBodySchema,
  PasswordResetSchema,
  ResendVerificationSchema,
  ResetPasswordBodySchema,
  ResetRequestedSchema,
  VerifyEmailBodySchema,
} from '../../../domain/member/recovery-schemas.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { EmailVerification } from '../../member/email-verification.ts';
import type { PasswordRecovery } from '../../member/password-recovery.ts';
import { decryptPassword } from '../../member/passwords.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requireMember } from '../require-member.ts';

const badInput = { 400: { description: 'Bad input with field codes', schema: FailureSchema } };
const linkFailure = { 410: { description: 'linkInvalid: the link is unknown, used up or expired', schema: FailureSchema } };

/** Account recovery and e-mail verification (spec 2's forgot-password page, and the links the member is e-mailed). */
export function memberRecoveryRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { recovery: PasswordRecovery; verification: EmailVerification; sessions: Sessions; secrets: Secrets },
): void {
  const { recovery, verification, sessions, secrets } = deps;

  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/forgotPassword',
      tag: 'User',
      summary: 'Forgotten password: e-mails the member a single-use link (30 minutes); answers alike whether or not the account exists',
      params: SitePathSchema,
      body: ForgotPasswordBodySchema,
      responses: {
        200: { description: 'Accepted; a link is on its way if the account exists', schema: ResetRequestedSchema },
        400: { description: 'Bad input; CZWEB000010/11 captcha needed or wrong', schema: FailureSchema },
        429: { description: 'Too many requests for the account or from the address', schema: FailureSchema },
      },
    },
    async (c, { params, body }) => {
      await recovery.requestReset(body, clientAddress(c), params.site.code, params.lang);
      return c.json({ ok: true as const });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/resetPassword',
      tag: 'User',
      summary: "Sets a new password with the e-mailed link's token; ends all the member's sessions",
      params: SitePathSchema,
      body: ResetPasswordBodySchema,
      responses: { 200: { description: 'The password is changed', schema: PasswordResetSchema }, ...badInput, ...linkFailure },
    },
    async (c, { body }) => {
      await recovery.reset(body.token, decryptPassword(secrets.loginKey, body.pw));
      return c.json({ ok: true as const });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/verifyEmail',
      tag: 'User',
      summary: "Confirms the member's e-mail address with the token of the verification link",
      params: SitePathSchema,
      body: VerifyEmailBodySchema,
      responses: { 200: { description: 'Verified', schema: EmailVerifiedSchema }, ...badInput, ...linkFailure },
    },
    async (c, { body }) => {
      await verification.verify(body.token);
      return c.json({ verified: true as const });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/resendVerification',
      tag: 'User',
      summary: 'Sends the logged-in member a fresh verification link (24 hours), unless the address is verified already',
      params: SitePathSchema,
      responses: {
        200: { description: 'Sent, or already verified', schema: ResendVerificationSchema },
        401: { description: 'Not logged in', schema: FailureSchema },
        429: { description: 'Too many links asked for', schema: FailureSchema },
      },
    },
    async (c, { params }) => c.json(await verification.resend(await requireMember(c, sessions), params.site.code, params.lang)),
  );
}
