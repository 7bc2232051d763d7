import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { CaptchaService } from './captcha-service.ts';

/**
 * Codes given without the image, from one address in an hour. The hard proof of
 * work behind each (seconds of CPU) is what keeps scripts away; this bounds what
 * even a patient one gets, while a person who cannot see the image has plenty.
 */
export const CODES_WITHOUT_IMAGE_PER_ADDRESS_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The accessible way past the image captcha (WCAG 1.1.1 and 3.3.8): the browser
 * has already paid a hard proof of work for the call, so the code of a captcha id
 * is handed over in the reply, for the form to send as if it had been typed.
 */
export function createCaptchaWithoutImage(deps: { captcha: CaptchaService; limits: RequestLimits }) {
  const { captcha, limits } = deps;
  return {
    async code(captchaId: string, address: string): Promise<string> {
      const key = `address:${address}`;
      const attempt = await limits.begin('captchaWithoutImage', [key]);
      if (await attempt.over([{ key, max: CODES_WITHOUT_IMAGE_PER_ADDRESS_HOUR, windowMs: HOUR_MS }])) throw new AppError('tooManyRequests');
      return captcha.code(captchaId);
    },
  };
}

export type CaptchaWithoutImage = ReturnType<typeof createCaptchaWithoutImage>;
