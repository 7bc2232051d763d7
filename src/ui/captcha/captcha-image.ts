import { getCaptcha } from '../../domain/api/captcha.ts';
import { apiUrl } from '../../domain/api/operation.ts';

/**
 * The address of a captcha's image. Apart from the captcha's store, which every page's dialogs host reads: only a
 * captcha on show needs the API's routes.
 */
export function captchaImageUrl(captchaId: string): string {
  return apiUrl(getCaptcha, { query: { i: captchaId } });
}
