import { CaptchaImageQuerySchema, CaptchaValidateQuerySchema, CaptchaValidSchema } from '../captcha.ts';
import { defineOperation } from './operation.ts';

/** The captcha that protected calls ask for (spec 8): its image, and a check of a typed code. */
const TAG = 'Captcha';

export const getCaptcha = defineOperation({
  id: 'getCaptcha',
  method: 'get',
  path: '/getCaptcha',
  tag: TAG,
  summary: 'A new captcha image (SVG) for the id `i`; each call draws a new code',
  query: CaptchaImageQuerySchema,
  reply: { file: { type: 'image/svg+xml', description: 'The image, never cached' } },
});

export const validateCaptcha = defineOperation({
  id: 'validateCaptcha',
  method: 'get',
  path: '/captcha/validate',
  tag: TAG,
  summary: 'Whether the typed code `ca` is right for the id `i`, without using it up',
  query: CaptchaValidateQuerySchema,
  reply: CaptchaValidSchema,
  replies: 'Right',
  errors: { CZWEB000010: 'No code was typed', CZWEB000011: 'The code is wrong or expired' },
});
