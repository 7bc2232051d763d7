import type * as v from 'valibot';
import type { PublicKeySchema } from '../../domain/member/auth-schemas.ts';
import type { EmailVerifiedSchema, PasswordResetSchema, ResetRequestedSchema } from '../../domain/member/recovery-schemas.ts';
import { storefrontApi } from '../../stores/api.ts';

/** The password the visitor typed, encrypted to the server's published key as the login box does (jsencrypt, PKCS#1 v1.5). */
async function encryptPassword(password: string): Promise<string> {
  const [{ publicKey }, { JSEncrypt }] = await Promise.all([
    storefrontApi().get<v.InferOutput<typeof PublicKeySchema>>('/api/a/publicKey'),
    // Loaded when a password is sent, not with the page.
    import('jsencrypt'),
  ]);
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const sealed = rsa.encrypt(password);
  if (!sealed) throw new Error('The password could not be encrypted');
  return sealed;
}

/** The account-recovery calls, as the forgot-password, reset and verification pages make them. */
export const accountCalls = {
  forgotPassword: (site: string, lang: string, body: { id: string; ca: string; captchaId: string }) =>
    storefrontApi().post<v.InferOutput<typeof ResetRequestedSchema>>(`/api/svcPassenger/${site}/${lang}/forgotPassword`, body),
  resetPassword: async (site: string, lang: string, token: string, password: string) =>
    storefrontApi().post<v.InferOutput<typeof PasswordResetSchema>>(`/api/svcPassenger/${site}/${lang}/resetPassword`, { token, pw: await encryptPassword(password) }),
  verifyEmail: (site: string, lang: string, token: string) =>
    storefrontApi().post<v.InferOutput<typeof EmailVerifiedSchema>>(`/api/svcPassenger/${site}/${lang}/verifyEmail`, { token }),
};

/** The token of the link the visitor opened. */
export function linkToken(): string {
  return new URLSearchParams(location.search).get('token') ?? '';
}
