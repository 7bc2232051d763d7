import type * as v from 'valibot';
import type { EmailVerifiedSchema, PasswordResetSchema, ResetRequestedSchema } from '../../domain/member/recovery-schemas.ts';
import { storefrontApi } from '../../stores/api.ts';
import { encryptPassword } from '../../stores/login.ts';

/** The account-recovery calls, as the forgot-password, reset and verification pages make them. */
export const accountCalls = {
  forgotPassword: (site: string, lang: string, body: { id: string; ca: string; captchaId: string }) =>
    storefrontApi().post<v.InferOutput<typeof ResetRequestedSchema>>(`/api/svcPassenger/${site}/${lang}/forgotPassword`, body, { inline: true }),
  resetPassword: async (site: string, lang: string, token: string, password: string) =>
    storefrontApi().post<v.InferOutput<typeof PasswordResetSchema>>(`/api/svcPassenger/${site}/${lang}/resetPassword`, {
      token,
      pw: await encryptPassword(storefrontApi(), password),
    }),
  verifyEmail: (site: string, lang: string, token: string) =>
    storefrontApi().post<v.InferOutput<typeof EmailVerifiedSchema>>(`/api/svcPassenger/${site}/${lang}/verifyEmail`, { token }),
};

/** The token of the link the visitor opened. */
export function linkToken(): string {
  return new URLSearchParams(location.search).get('token') ?? '';
}
