import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_ABSOLUTE_MS } from '../member/sessions.ts';

export const SESSION_COOKIE_NAME = '__Host-sid';
/** Plain HTTP on a real host cannot keep a Secure cookie, and a __Host- cookie must be Secure. */
const PLAIN_NAME = 'sid';
const CARD_STEP_NAME = 'login_card';

/** Whether the browser treats this request as secure: HTTPS (also behind a proxy), or localhost. */
export function isSecureRequest(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

export function readSession(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE_NAME) ?? getCookie(c, PLAIN_NAME);
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure with the __Host- prefix wherever the browser allows it. */
export function writeSession(c: Context, token: string): void {
  const secure = isSecureRequest(c);
  setCookie(c, secure ? SESSION_COOKIE_NAME : PLAIN_NAME, token, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

export function clearSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE_NAME, { path: '/', secure: true });
  deleteCookie(c, PLAIN_NAME, { path: '/' });
  deleteCookie(c, CARD_STEP_NAME, { path: '/' });
}

export function readCardStep(c: Context): string | undefined {
  return getCookie(c, CARD_STEP_NAME);
}

export function writeCardStep(c: Context, challenge: string, seconds: number): void {
  setCookie(c, CARD_STEP_NAME, challenge, { path: '/', httpOnly: true, secure: isSecureRequest(c), sameSite: 'Strict', maxAge: seconds });
}
