import { requestPasswordReset, resetPassword, verifyEmail } from '../../domain/api/member.ts';
import type { CallInput } from '../../domain/api/operation.ts';
import type { Lang } from '../../domain/languages.ts';
import { storefrontApi } from '../../stores/api.ts';
import { encryptPassword } from '../../stores/login.ts';

/** The account-recovery calls, as the forgot-password, reset and verification pages make them. */
export const accountCalls = {
  forgotPassword: (site: string, lang: Lang, body: CallInput<typeof requestPasswordReset>['body']) =>
    storefrontApi().call(requestPasswordReset, { params: { site, lang }, body }, { inline: true }),
  resetPassword: async (site: string, lang: Lang, token: string, password: string) =>
    storefrontApi().call(resetPassword, { params: { site, lang }, body: { token, pw: await encryptPassword(storefrontApi(), password) } }),
  verifyEmail: (site: string, lang: Lang, token: string) => storefrontApi().call(verifyEmail, { params: { site, lang }, body: { token } }),
};

/** The token of the link the visitor opened. */
export function linkToken(): string {
  return new URLSearchParams(location.search).get('token') ?? '';
}
