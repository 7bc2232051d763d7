import { createHash, randomBytes } from 'node:crypto';
import { isSnsChannel, type SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { DbHandle } from '../../db/connect.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SnsIdentity } from './oidc-clients.ts';

/** How long the token of a finished social login may be used to log in or bind. */
export const SNS_TOKEN_MS = 5 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

interface TokenRow {
  channel: string;
  subject: string;
  email: string | null;
  name: string | null;
}

const identityOf = (row: TokenRow | undefined): SnsIdentity | undefined =>
  row && isSnsChannel(row.channel) ? { channel: row.channel, subject: row.subject, email: row.email, name: row.name } : undefined;

/**
 * The tokens that carry a finished social login from the pop-up to the page: random,
 * stored only as a hash, valid for five minutes, spent by the call that uses them.
 */
export function createSnsTokens(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async issue(identity: SnsIdentity): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.query('delete from sns_token where expires_at < $1', [now]);
      await db.query('insert into sns_token (token_hash, channel, subject, email, name, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)', [
        hashOf(token),
        identity.channel,
        identity.subject,
        identity.email,
        identity.name,
        now,
        new Date(now.getTime() + SNS_TOKEN_MS),
      ]);
      return token;
    },

    /** The identity of a live, unspent token of this channel, leaving it unspent. */
    async peek(token: string, channel: SnsChannel): Promise<SnsIdentity | undefined> {
      const [row] = await db.query<TokenRow>(
        'select channel, subject, email, name from sns_token where token_hash = $1 and channel = $2 and used_at is null and expires_at > $3',
        [hashOf(token), channel, clock.now()],
      );
      return identityOf(row);
    },

    /** Spends a live token of this channel; undefined when it is unknown, expired, of another channel or already spent. */
    async consume(token: string, channel: SnsChannel): Promise<SnsIdentity | undefined> {
      const now = clock.now();
      const [row] = await db.query<TokenRow>(
        'update sns_token set used_at = $3 where token_hash = $1 and channel = $2 and used_at is null and expires_at > $3 returning channel, subject, email, name',
        [hashOf(token), channel, now],
      );
      return identityOf(row);
    },
  };
}

export type SnsTokens = ReturnType<typeof createSnsTokens>;
