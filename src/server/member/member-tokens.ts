import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '../../domain/member/recovery-limits.ts';
import type { DbHandle } from '../db/connect.ts';
import { memberToken } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';

/** What a link in an e-mail is for. */
export type TokenPurpose = 'reset' | 'verify';

/** A password-reset link is good for 30 minutes. */
export const RESET_TOKEN_TTL_MS = RESET_LINK_MINUTES * 60 * 1000;
/** An e-mail verification link is good for a day. */
export const VERIFY_TOKEN_TTL_MS = VERIFY_LINK_HOURS * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The single-use tokens of e-mailed links. Only a hash is stored, so a copy of the
 * table opens no account; a new token of a purpose replaces the member's older ones.
 */
export function createMemberTokens(deps: { db: DbHandle; clock: Clock }) {
  const { clock } = deps;
  const { db } = deps.db;
  return {
    async issue(memberId: number, purpose: TokenPurpose, email: string, ttlMs: number): Promise<string> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await db.delete(memberToken).where(or(lt(memberToken.expiresAt, now), and(eq(memberToken.memberId, memberId), eq(memberToken.purpose, purpose))));
      await db.insert(memberToken).values({ idHash: hashOf(token), memberId, purpose, email, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
      return token;
    },

    /** Uses a token up: its member and the address it was sent to, or undefined when it is unknown, used or expired. */
    async use(token: string, purpose: TokenPurpose): Promise<{ memberId: number; email: string } | undefined> {
      // Deleting it is what makes it single-use, even when two requests bring it at once.
      const [row] = await db
        .delete(memberToken)
        .where(and(eq(memberToken.idHash, hashOf(token)), eq(memberToken.purpose, purpose)))
        .returning({ memberId: memberToken.memberId, email: memberToken.email, expiresAt: memberToken.expiresAt });
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return undefined;
      return { memberId: row.memberId, email: row.email };
    },
  };
}

export type MemberTokens = ReturnType<typeof createMemberTokens>;
