import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { isSnsChannel, type SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { DbHandle } from '../../db/connect.ts';
import { type SnsTokenRow, snsToken } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SnsIdentity } from './oidc-clients.ts';

/** How long the token of a finished social login may be used to log in or bind. */
export const SNS_TOKEN_MS = 5 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

type TokenRow = Pick<SnsTokenRow, 'channel' | 'subject' | 'email' | 'name'>;

const identityColumns = { channel: snsToken.channel, subject: snsToken.subject, email: snsToken.email, name: snsToken.name };

const identityOf = (row: TokenRow | undefined): SnsIdentity | undefined =>
  row && isSnsChannel(row.channel) ? { channel: row.channel, subject: row.subject, email: row.email, name: row.name } : undefined;

/**
 * The tokens that carry a finished social login from the pop-up to the page: random,
 * stored only as a hash, valid for five minutes, spent by the call that uses them.
 */
export function createSnsTokens(deps: { db: DbHandle; clock: Clock }) {
  const { clock } = deps;
  const { db } = deps.db;
  /** A live, unspent token of this channel. */
  const live = (token: string, channel: SnsChannel, now: Date) =>
    and(eq(snsToken.tokenHash, hashOf(token)), eq(snsToken.channel, channel), isNull(snsToken.usedAt), gt(snsToken.expiresAt, now));
  return {
    async issue(identity: SnsIdentity): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.delete(snsToken).where(lt(snsToken.expiresAt, now));
      await db.insert(snsToken).values({
        tokenHash: hashOf(token),
        channel: identity.channel,
        subject: identity.subject,
        email: identity.email,
        name: identity.name,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SNS_TOKEN_MS),
      });
      return token;
    },

    /** The identity of a live, unspent token of this channel, leaving it unspent. */
    async peek(token: string, channel: SnsChannel): Promise<SnsIdentity | undefined> {
      const [row] = await db
        .select(identityColumns)
        .from(snsToken)
        .where(live(token, channel, clock.now()));
      return identityOf(row);
    },

    /** Spends a live token of this channel; undefined when it is unknown, expired, of another channel or already spent. */
    async consume(token: string, channel: SnsChannel): Promise<SnsIdentity | undefined> {
      const now = clock.now();
      const [row] = await db
        .update(snsToken)
        .set({ usedAt: now })
        .where(live(token, channel, now))
        .returning(identityColumns);
      return identityOf(row);
    },
  };
}

export type SnsTokens = ReturnType<typeof createSnsTokens>;
