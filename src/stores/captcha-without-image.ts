import { solveCaptchaWithoutImage } from '../domain/api/captcha.ts';
import { storefrontApi } from './api.ts';

/**
 * The code of a captcha id without its image: the client solves the hard
 * proof-of-work challenge the call declares (seconds of work) before sending it.
 */
export async function captchaCodeWithoutImage(captchaId: string): Promise<string> {
  const { code } = await storefrontApi().call(solveCaptchaWithoutImage, { body: { i: captchaId } }, { inline: true, concurrent: true, timeout: false });
  return code;
}
