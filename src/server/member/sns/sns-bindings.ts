import { and, eq, gt, or } from 'drizzle-orm';
import { SNS_CHANNELS, type SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { SnsBinding } from '../../../domain/member/sns-schemas.ts';
import type { DbHandle } from '../../db/connect.ts';
import { memberSns, memberSnsUnbind } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SnsIdentity } from './oidc-clients.ts';

/** A member may have at most this many social accounts bound at once (CZSNS000009). */
export const MAX_SNS_BINDINGS = 3;
/** At most this many unbinds per member within UNBIND_WINDOW_MS (CZSNS000008), so that social accounts cannot be passed around. */
export const MAX_SNS_UNBINDS = 3;
export const UNBIND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

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
  const { clock } = deps;
  const { db } = deps.db;
  return {
    /** The member a social account is bound to. */
    async memberOf(identity: SnsIdentity): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: memberSns.memberId })
        .from(memberSns)
        .where(and(eq(memberSns.channel, identity.channel), eq(memberSns.subject, identity.subject)));
      return row?.memberId;
    },

    async bind(memberId: number, identity: SnsIdentity): Promise<void> {
      const taken = await db.$count(
        memberSns,
        or(
          and(eq(memberSns.channel, identity.channel), eq(memberSns.subject, identity.subject)),
          and(eq(memberSns.memberId, memberId), eq(memberSns.channel, identity.channel)),
        ),
      );
      if (taken > 0) throw new AppError('CZSNS000006');
      const held = await db.$count(memberSns, eq(memberSns.memberId, memberId));
      if (held >= MAX_SNS_BINDINGS) throw new AppError('CZSNS000009');
      // Two binds at once: the unique indexes let one in and the other learns it is taken.
      const inserted = await db
        .insert(memberSns)
        .values({ memberId, channel: identity.channel, subject: identity.subject, email: identity.email, name: identity.name, boundAt: clock.now() })
        .onConflictDoNothing()
        .returning({ channel: memberSns.channel });
      if (inserted.length === 0) throw new AppError('CZSNS000006');
    },

    async unbind(memberId: number, channel: SnsChannel): Promise<void> {
      const now = clock.now();
      const recent = await db.$count(
        memberSnsUnbind,
        and(eq(memberSnsUnbind.memberId, memberId), gt(memberSnsUnbind.at, new Date(now.getTime() - UNBIND_WINDOW_MS))),
      );
      if (recent >= MAX_SNS_UNBINDS) throw new AppError('CZSNS000008');
      const removed = await db
        .delete(memberSns)
        .where(and(eq(memberSns.memberId, memberId), eq(memberSns.channel, channel)))
        .returning({ channel: memberSns.channel });
      if (removed.length === 0) throw new AppError('notFound');
      await db.insert(memberSnsUnbind).values({ memberId, channel, at: now });
    },

    /** Each channel that is offered or bound, in the order of SNS_CHANNELS. */
    async state(memberId: number, available: readonly SnsChannel[]): Promise<SnsBinding[]> {
      const rows = await db
        .select({ channel: memberSns.channel, email: memberSns.email, name: memberSns.name, boundAt: memberSns.boundAt })
        .from(memberSns)
        .where(eq(memberSns.memberId, memberId));
      const bound = new Map(rows.map((row) => [row.channel, row]));
      return SNS_CHANNELS.filter((channel) => available.includes(channel) || bound.has(channel)).map((channel) => {
        const row = bound.get(channel);
        return {
          channel,
          available: available.includes(channel),
          bound: row !== undefined,
          boundAt: row ? row.boundAt.toISOString() : null,
          hint: row ? hintOf(row) : null,
        };
      });
    },
  };
}

export type SnsBindings = ReturnType<typeof createSnsBindings>;
