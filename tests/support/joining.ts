import { constants, publicEncrypt } from 'node:crypto';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { completeRegistration, getPublicKey, registerMember } from '../../src/domain/api/member.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { OutgoingMail } from '../../src/server/mail/mailer.ts';
import type { ApiClient, Browser } from './api.ts';

/** The code every captcha of a test app shows unless the test draws its own (see test-app.ts). */
export const TEST_CAPTCHA_CODE = 'AB12';

let captchas = 0;
let joins = 0;

/** Someone who joins the programme; the defaults are Mei Lin of New Zealand with the password 246810. */
export interface Joiner {
  readonly email: string;
  readonly phone: string;
  readonly givenName?: string;
  readonly surname?: string;
  readonly areaCode?: string;
  readonly password?: string;
}

/** An image drawn for a fresh captcha id, and the code it shows. */
export async function solvedCaptcha(api: ApiClient, code = TEST_CAPTCHA_CODE): Promise<{ captchaId: string; ca: string }> {
  const captchaId = `join-${process.pid}-${++captchas}`;
  await api.send(getCaptcha, { query: { i: captchaId } });
  return { captchaId, ca: code };
}

/** A password as the pages send it: encrypted to the key the server publishes. */
export async function sealedPassword(api: ApiClient, password: string): Promise<string> {
  const { publicKey } = await api.ok(getPublicKey);
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
}

/** The body of a registration, its password sealed under the server's key, with a solved captcha. */
export async function joinBody(api: ApiClient, who: Joiner, captchaCode = TEST_CAPTCHA_CODE) {
  const pw = await sealedPassword(api, who.password ?? '246810');
  const { givenName = 'Mei', surname = 'Lin', areaCode = '64', email, phone } = who;
  return { givenName, surname, email, areaCode, phone, pw, ...(await solvedCaptcha(api, captchaCode)) };
}

/** The token of the registration link in a mail, if it holds one. */
export function joinToken(mail: OutgoingMail | undefined): string | undefined {
  return /\/register\/\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
}

/**
 * Joins as a person does: the form with its captcha, then the link from the mail, opened in the same browser,
 * which is logged in afterwards. A browser without an address gets one of its own, so that the registrations of
 * a test do not run into the per-address limit. Answers the member number and the session cookie.
 */
export async function joinAsMember(
  t: { api: ApiClient; mailer: { last(address: string): OutgoingMail | undefined } },
  who: Joiner,
  options: { browser?: Browser; page?: { site: string; lang: Lang }; captchaCode?: string } = {},
): Promise<{ memberNo: string; cookie: string; browser: Browser }> {
  const browser = options.browser ?? {};
  joins++;
  browser.address ??= `198.18.${Math.floor(joins / 250) % 256}.${(joins % 250) + 1}`;
  const params = options.page ?? { site: 'nz', lang: 'en' };
  const sent = await t.api.send(registerMember, { params, body: await joinBody(t.api, who, options.captchaCode) }, { browser });
  if (sent.status !== 200) throw new Error(`registration refused: ${sent.status} ${sent.failure.ex}`);
  const token = joinToken(t.mailer.last(who.email));
  if (!token) throw new Error(`no registration link was mailed to ${who.email}`);
  const done = await t.api.send(completeRegistration, { params, body: { token } }, { browser });
  if (done.status !== 200) throw new Error(`registration link refused: ${done.status} ${done.failure.ex}`);
  const cookie = /__Host-sid=[^;]+/.exec(done.headers.get('set-cookie') ?? '')?.[0] ?? '';
  return { memberNo: done.reply.memberNo, cookie, browser };
}
