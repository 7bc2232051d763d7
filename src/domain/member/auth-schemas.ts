import * as v from 'valibot';
import { optionalCaptchaIdField } from '../captcha.ts';
import { LANGUAGES } from '../languages.ts';
import { UserSchema } from '../user.ts';
import { areaCode } from '../validation/contacts.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { loginId } from '../validation/login.ts';
import { LoggedInSchema } from './session-schemas.ts';

/** A password as it travels: RSA-encrypted under the server's published key, base64. */
export const encryptedPassword = textField(pattern(/^[A-Za-z0-9+/]{100,700}={0,2}$/));
/** A captcha code, where a call may be sent without one. */
export const captchaCode = textField(pattern(/^[A-Za-z0-9]{4,6}$/), { optional: true });
export const captchaId = optionalCaptchaIdField;
const site = textField(pattern(/^[a-z]{2,4}$/));
const language = v.picklist(LANGUAGES, 'e01');

/** POST /api/a/login (form): the login request of spec 3, with the password encrypted. */
export const LoginBodySchema = v.object({
  country: site,
  language,
  loginType: v.optional(v.picklist(['account', 'phone'], 'e01'), 'account'),
  id: textField(loginId),
  pw: encryptedPassword,
  ca: captchaCode,
  captchaId,
  areaCode: textField(areaCode, { optional: true }),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** A card of the extra verification step: the holder's name is shown masked. */
export const LoginCardSchema = v.object({ idx: v.number(), cardNo: v.string(), name: v.string(), ex: v.boolean() });

export const LoginReplySchema = v.union([LoggedInSchema, v.object({ cards: v.array(LoginCardSchema) })]);

/** POST /api/a/validateCard (form): the chosen card and its holder's name as typed. */
export const CardValidationSchema = v.object({
  country: site,
  language,
  index: v.pipe(v.string('e00'), v.regex(/^\d{1,2}$/, 'e01'), v.transform(Number)),
  name: textField(pattern(/^[A-Za-z\u4e00-\u9fff ]{1,60}$/)),
});

export const PublicKeySchema = v.object({ publicKey: v.string() });

/**
 * The reply to a registration, the same whether the address is new or has an account: a link is on its way to the
 * address, which is echoed as it was typed.
 */
export const RegistrationSentSchema = v.object({ email: v.string() });

/** The member a registration link has just made and logged in. */
export const RegisteredSchema = v.object({ memberNo: v.string(), user: UserSchema });

/** A one-time login key as it travels in a link: 32 random bytes, base64url. */
