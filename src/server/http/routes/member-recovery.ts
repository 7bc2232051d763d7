import { requestPasswordReset, resendEmailVerification, resetPassword, verifyEmail } from '../../../domain/api/member.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** Account recovery and e-mail verification (spec 2's forgot-password page, and the links the member is e-mailed). */
export const memberRecoveryRoutes: Router = (routes, { recovery, verification }) => {
  routes.handle(requestPasswordReset, async (c, { params, body }) => {
    await recovery.requestReset(body, clientAddress(c), params.site.code, params.lang);
    return { ok: true as const };
  });

  routes.handle(resetPassword, async (_c, { body }) => {
    await recovery.reset(body.token, body.pw);
    return { ok: true as const };
  });

  routes.handle(verifyEmail, async (_c, { body }) => {
    await verification.verify(body.token);
    return { verified: true as const };
  });

  routes.handle(resendEmailVerification, async (_c, { params, member }) => verification.resend(member, params.site.code, params.lang));
};
