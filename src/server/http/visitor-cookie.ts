import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

const SECURE_NAME = '__Host-visitor';
const PLAIN_NAME = 'visitor';
/** A guest keeps access to the orders made in this browser for this long. */
const VISITOR_MAX_AGE_S = 30 * 24 * 60 * 60;

function isSecure(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

/** The hash of the browser's visitor key, as orders keep it; undefined when the browser has none. */
export function visitorHash(c: Context): string | undefined {
  const key = getCookie(c, SECURE_NAME) ?? getCookie(c, PLAIN_NAME);
  return key ? createHash('sha256').update(key).digest('base64url') : undefined;
}

/**
 * The browser's visitor key, made when missing: a guest's orders are theirs in
 * this browser without a login (the paid page, payment, cancelling).
 */
export function ensureVisitor(c: Context): string {
  const existing = visitorHash(c);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  const secure = isSecure(c);
  setCookie(c, secure ? SECURE_NAME : PLAIN_NAME, key, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: VISITOR_MAX_AGE_S });
  return createHash('sha256').update(key).digest('base64url');
}
