import * as v from 'valibot';
import { optionalCaptchaIdField } from '../captcha.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { loginId, loginPassword } from '../validation/login.ts';
import { encryptedPassword } from './auth-schemas.ts';

/** The token of an e-mailed link: 32 random bytes, base64url. */
export const linkToken = textField(pattern(/^[A-Za-z0-9_-]{43}$/));
const captchaCode = textField(pattern(/^[A-Za-z0-9]{4,6}$/), { optional: true });
const captchaId = optionalCaptchaIdField;

/**
 * POST /api/svcPassenger/{site}/{lang}/forgotPassword: the member number or e-mail
 * of the account, and the captcha, which this call always takes (CZWEB000010 without it).
 */
export const ForgotPasswordBodySchema = v.object({
  id: textField(loginId),
  ca: captchaCode,
  captchaId,
});

/** The forgot-password page's form: the id and the captcha typed beside its image. */
export const ForgotPasswordFormSchema = v.object({
  id: textField(loginId),
  ca: textField(pattern(/^[A-Za-z0-9]{4,6}$/)),
});

/** The same reply whether or not the account exists. */
export const ResetRequestedSchema = v.object({ ok: v.literal(true) });

/** POST /api/svcPassenger/{site}/{lang}/resetPassword: the link's token and the new password, RSA-encrypted as at login. */
export const ResetPasswordBodySchema = v.object({
  token: linkToken,
  pw: encryptedPassword,
});

/** The reset page's form, before encryption: the new password under the login rule, typed twice. */
export const NewPasswordFormSchema = v.object({
  pw: textField(loginPassword),
  pw2: textField(loginPassword),
});

export const PasswordResetSchema = v.object({ ok: v.literal(true) });

/** POST /api/svcPassenger/{site}/{lang}/verifyEmail: the token of the verification link. */
export const VerifyEmailBodySchema = v.object({ token: linkToken });

export const EmailVerifiedSchema = v.object({ verified: v.literal(true) });

/** Reply of resendVerification: whether the address is already verified (then nothing is sent). */
export const ResendVerificationSchema = v.object({ verified: v.boolean() });
