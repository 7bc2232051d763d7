import * as v from 'valibot';
import { textField } from './validation/field-schema.ts';
import { pattern } from './validation/issue.ts';

/** A captcha id: made by the browser, one per image. */
const captchaIdRule = pattern(/^[A-Za-z0-9-]{8,64}$/);
export const captchaIdField = textField(captchaIdRule);
/** The captcha id a protected call carries when the captcha was answered. */
export const optionalCaptchaIdField = textField(captchaIdRule, { optional: true });

export const CaptchaImageQuerySchema = v.object({ i: captchaIdField });

/**
 * The validation GET: the id (i) and the typed code (ca); a missing code asks for
 * the captcha. When the captcha dialog resubmits the call it names the id
 * captchaId, as on every protected call, and that one counts: the checked query
 * comes out as the answer to check, `{ captchaId, ca }`.
 */
export const CaptchaValidateQuerySchema = v.pipe(
  v.object({ i: captchaIdField, ca: v.optional(v.string()), captchaId: v.optional(v.string()) }),
  v.transform(({ i, ca, captchaId }) => ({ captchaId: captchaId ?? i, ca })),
);

export const CaptchaValidSchema = v.object({ valid: v.literal(true) });

/** A code given without the image, for the visitor to type (or the form to fill in). */
export const CaptchaCodeSchema = v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,6}$/)) });

/** The size the server draws the captcha image at and the page shows it at, in CSS pixels. */
export const CAPTCHA_IMAGE_SIZE = { width: 176, height: 60 } as const;
