import { constants, publicEncrypt } from 'node:crypto';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import type { registerMember } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import type { ApiClient, SendOptions } from './api.ts';

/** The code every captcha shows on a server started with CAPTCHA_FIXED_CODE set to it, as the load of the system tests needs. */
export const LOAD_CAPTCHA_CODE = 'LOAD42';

type RegistrationBody = CallInput<typeof registerMember>['body'] & { email: string; captchaId: string };

/**
 * The body of the n-th of a run of quick registrations, each with its own e-mail, phone and captcha id, the password
 * sealed with the server's key. Its captcha image must be drawn first (`drawCaptcha`).
 */
export function registrationBody(publicKey: string, prefix: string, n: number): RegistrationBody {
  const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
  return {
    givenName: 'Mei',
    surname: 'Lin',
    email: `${prefix}-${n}@example.com`,
    areaCode: '64',
    phone: String(220_000_000 + n),
    pw,
    captchaId: `${prefix}-${process.pid}-${n}`,
    ca: LOAD_CAPTCHA_CODE,
  };
}

/** Draws the image of the body's captcha, so that its code is live on the server; the outcome of that call. */
export function drawCaptcha(api: ApiClient, body: RegistrationBody, options: SendOptions = {}) {
  return api.send(getCaptcha, { query: { i: body.captchaId } }, options);
}

/** The address of the n-th visitor of a load: each its own, so that no per-address limit is what the load measures. */
export function loadAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
