import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '../../domain/member/recovery-limits.ts';
import type { DbHandle } from '../db/connect.ts';
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
  const { db, clock } = deps;
  return {
    async issue(memberId: number, purpose: TokenPurpose, email: string, ttlMs: number): Promise<string> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await db.query('delete from member_token where expires_at < $1 or (member_id = $2 and purpose = $3)', [now, memberId, purpose]);
      await db.query('insert into member_token (id_hash, member_id, purpose, email, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
        hashOf(token),
        memberId,
        purpose,
        email,
        now,
        new Date(now.getTime() + ttlMs),
      ]);
      return token;
    },

    /** Uses a token up: its member and the address it was sent to, or undefined when it is unknown, used or expired. */
    async use(token: string, purpose: TokenPurpose): Promise<{ memberId: number; email: string } | undefined> {
      // Deleting it is what makes it single-use, even when two requests bring it at once.
      const [row] = await db.query<{ member_id: number; email: string; expires_at: Date }>(
        'delete from member_token where id_hash = $1 and purpose = $2 returning member_id, email, expires_at',
        [hashOf(token), purpose],
      );
      if (!row || new Date(row.expires_at).getTime() <= clock.now().getTime()) return undefined;
      return { memberId: row.member_id, email: row.email };
    },
  };
}

export type MemberTokens = ReturnType<typeof createMemberTokens>;
