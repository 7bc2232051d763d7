import { SNS_CHANNELS, type SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { SnsBinding } from '../../../domain/member/sns-schemas.ts';
import type { DbHandle } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SnsIdentity } from './oidc-clients.ts';

/** A member may have at most this many social accounts bound at once (CZSNS000009). */
export const MAX_SNS_BINDINGS = 3;
/** At most this many unbinds per member within UNBIND_WINDOW_MS (CZSNS000008), so that social accounts cannot be passed around. */
export const MAX_SNS_UNBINDS = 3;
export const UNBIND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

interface BindingRow {
  channel: string;
  email: string | null;
  name: string | null;
  bound_at: Date;
}

/** m***@example.com: enough for the member to recognise the account, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 1)}***`;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function hintOf(row: { email: string | null; name: string | null }): string | null {
  return row.email ? maskEmail(row.email) : row.name;
}

/**
 * The social accounts bound to members: one account of a provider belongs to one
 * member, and a member binds at most one account per channel.
 */
export function createSnsBindings(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The member a social account is bound to. */
    async memberOf(identity: SnsIdentity): Promise<number | undefined> {
      const [row] = await db.query<{ member_id: number }>('select member_id from member_sns where channel = $1 and subject = $2', [
        identity.channel,
        identity.subject,
      ]);
      return row?.member_id;
    },

    async bind(memberId: number, identity: SnsIdentity): Promise<void> {
      const [taken] = await db.query<{ n: number }>(
        'select count(*)::int as n from member_sns where (channel = $1 and subject = $2) or (member_id = $3 and channel = $1)',
        [identity.channel, identity.subject, memberId],
      );
      if (taken.n > 0) throw new AppError('CZSNS000006');
      const [{ n: held }] = await db.query<{ n: number }>('select count(*)::int as n from member_sns where member_id = $1', [memberId]);
      if (held >= MAX_SNS_BINDINGS) throw new AppError('CZSNS000009');
      // Two binds at once: the unique indexes let one in and the other learns it is taken.
      const inserted = await db.query(
        'insert into member_sns (member_id, channel, subject, email, name, bound_at) values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning channel',
        [memberId, identity.channel, identity.subject, identity.email, identity.name, clock.now()],
      );
      if (inserted.length === 0) throw new AppError('CZSNS000006');
    },

    async unbind(memberId: number, channel: SnsChannel): Promise<void> {
      const now = clock.now();
      const [{ n: recent }] = await db.query<{ n: number }>('select count(*)::int as n from member_sns_unbind where member_id = $1 and at > $2', [
        memberId,
        new Date(now.getTime() - UNBIND_WINDOW_MS),
      ]);
      if (recent >= MAX_SNS_UNBINDS) throw new AppError('CZSNS000008');
      const removed = await db.query('delete from member_sns where member_id = $1 and channel = $2 returning channel', [memberId, channel]);
      if (removed.length === 0) throw new AppError('notFound');
      await db.query('insert into member_sns_unbind (member_id, channel, at) values ($1, $2, $3)', [memberId, channel, now]);
    },

    /** Each channel that is offered or bound, in the order of SNS_CHANNELS. */
    async state(memberId: number, available: readonly SnsChannel[]): Promise<SnsBinding[]> {
      const rows = await db.query<BindingRow>('select channel, email, name, bound_at from member_sns where member_id = $1', [memberId]);
      const bound = new Map(rows.map((row) => [row.channel, row]));
      return SNS_CHANNELS.filter((channel) => available.includes(channel) || bound.has(channel)).map((channel) => {
        const row = bound.get(channel);
        return {
          channel,
          available: available.includes(channel),
          bound: row !== undefined,
          boundAt: row ? new Date(row.bound_at).toISOString() : null,
          hint: row ? hintOf(row) : null,
        };
      });
    },
  };
}

export type SnsBindings = ReturnType<typeof createSnsBindings>;
