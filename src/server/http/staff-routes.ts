import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AIRLINE_TIME_ZONE, calendarDateIn, formatDate } from '../../domain/calendar.ts';
import { messagesOf, translate } from '../../lib/i18n/index.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { STAFF_SESSION_MS } from '../special-passengers/staff-accounts.ts';
import { loginPage, pendingPage, reviewPage, STAFF_PATH, type StaffPage, staffPagePolicy } from '../special-passengers/staff-pages.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './context.ts';
import { isSecureRequest } from './session-cookie.ts';

const COOKIE = 'staff_session';
const BASE = '/api';

/** The form token of a session: derived from it, so a page of another site can neither read nor forge it. */
const csrfOf = (token: string) => createHash('sha256').update(`staff form ${token}`).digest('base64url');

function sameToken(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The staff's review pages of special-passenger registrations (issue: a small staff page behind its own login): sign
 * in with a staff account, list the pending registrations, open one with its proof files, approve it until a date or
 * refuse it with a reason. The files are served only to a signed-in reviewer, never from the web root. The session
 * cookie is the staff's own (HttpOnly, SameSite=Strict, below /api/staff only) and every form carries a token derived
 * from it.
 */
export function mountStaffPages(app: Hono<AppEnv>, services: Services): void {
  const { staff, specialPassengers, platform } = services;

  const pageOf = (c: Context<AppEnv>) => {
    const nonce = randomBytes(16).toString('base64');
    const p: StaffPage = { lang: c.get('lang'), nonce, base: BASE };
    const send = (html: string, status: 200 | 400 | 401 = 200) =>
      c.html(html, status, { 'content-security-policy': staffPagePolicy(nonce), 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
    return { p, send };
  };

  async function signedIn(c: Context<AppEnv>): Promise<{ name: string; token: string; csrf: string } | undefined> {
    const token = getCookie(c, COOKIE);
    const name = await staff.whoIs(token);
    return name && token ? { name, token, csrf: csrfOf(token) } : undefined;
  }

  const toLogin = (c: Context<AppEnv>) => c.redirect(`${BASE}${STAFF_PATH}/login`, 303);
  const today = () => formatDate(calendarDateIn(platform.clock.now(), AIRLINE_TIME_ZONE));
  const idOf = (text: string | undefined) => {
    const id = Number(text);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('notFound');
    return id;
  };

  app.get(STAFF_PATH, (c) => c.redirect(`${BASE}${STAFF_PATH}/special-passengers`, 303));

  app.get(`${STAFF_PATH}/login`, (c) => {
    const { p, send } = pageOf(c);
    return send(loginPage(p, false));
  });

  app.post(`${STAFF_PATH}/login`, async (c) => {
    const { p, send } = pageOf(c);
    const form = await c.req.parseBody();
    const token = await staff.logIn(String(form.username ?? ''), String(form.password ?? ''), clientAddress(c));
    if (!token) return send(loginPage(p, true), 401);
    setCookie(c, COOKIE, token, {
      path: `${BASE}${STAFF_PATH}`,
      httpOnly: true,
      secure: isSecureRequest(c),
      sameSite: 'Strict',
      maxAge: STAFF_SESSION_MS / 1000,
    });
    return c.redirect(`${BASE}${STAFF_PATH}/special-passengers`, 303);
  });

  app.post(`${STAFF_PATH}/logout`, async (c) => {
    const who = await signedIn(c);
    const form = await c.req.parseBody();
    if (who && sameToken(form.csrf, who.csrf)) await staff.logOut(who.token);
    deleteCookie(c, COOKIE, { path: `${BASE}${STAFF_PATH}` });
    return toLogin(c);
  });

  app.get(`${STAFF_PATH}/special-passengers`, async (c) => {
    const who = await signedIn(c);
    if (!who) return toLogin(c);
    const { p, send } = pageOf(c);
    const done = c.req.query('done');
    const notice = done === 'approved' || done === 'refused' ? translate(messagesOf(p.lang), `staff.done.${done}`) : undefined;
    return send(pendingPage(p, who, await specialPassengers.pending(), notice));
  });

  app.get(`${STAFF_PATH}/special-passengers/:id`, async (c) => {
    const who = await signedIn(c);
    if (!who) return toLogin(c);
    const { p, send } = pageOf(c);
    return send(reviewPage(p, who, await specialPassengers.registration(idOf(c.req.param('id'))), today()));
  });

  // A proof file: only for a signed-in reviewer, never cached, never run as a page of ours.
  app.get(`${STAFF_PATH}/special-passengers/:id/files/:fileId`, async (c) => {
    if (!(await signedIn(c))) throw new AppError('unauthorized');
    const file = await specialPassengers.file(idOf(c.req.param('id')), idOf(c.req.param('fileId')));
    return c.body(new Uint8Array(file.content), 200, {
      'content-type': file.contentType,
      'content-disposition': `inline; filename="${file.fileName}"`,
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  for (const verb of ['approve', 'refuse'] as const) {
    app.post(`${STAFF_PATH}/special-passengers/:id/${verb}`, async (c) => {
      const who = await signedIn(c);
      if (!who) return toLogin(c);
      const form = await c.req.parseBody();
      if (!sameToken(form.csrf, who.csrf)) throw new AppError('forbidden');
      const id = idOf(c.req.param('id'));
      try {
        if (verb === 'approve') await specialPassengers.approve(id, String(form.validUntil ?? ''), who.name);
        else await specialPassengers.refuse(id, String(form.reason ?? ''), who.name);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'e01') throw error;
        const { p, send } = pageOf(c);
        const field = verb === 'approve' ? 'staff.validUntilError' : 'staff.reasonError';
        return send(reviewPage(p, who, await specialPassengers.registration(id), today(), translate(messagesOf(p.lang), field)), 400);
      }
      return c.redirect(`${BASE}${STAFF_PATH}/special-passengers?done=${verb === 'approve' ? 'approved' : 'refused'}`, 303);
    });
  }
}
