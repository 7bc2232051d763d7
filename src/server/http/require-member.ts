import type { Context } from 'hono';
import type { Sessions } from '../member/sessions.ts';
import { AppError } from './errors.ts';
import { readSession } from './session-cookie.ts';

/** The logged-in member of a request; a guest gets 401, which sends the page to login. */
export async function requireMember(c: Context, sessions: Sessions): Promise<number> {
  const memberId = await sessions.memberOf(readSession(c));
  if (memberId === undefined) throw new AppError('unauthorized');
  return memberId;
}
