import type { SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { SnsBinding } from '../../../domain/member/sns-schemas.ts';
import type { User } from '../../../domain/user.ts';
import { AppError } from '../../errors.ts';
import { type Members, userOf } from '../members.ts';
import type { Sessions } from '../sessions.ts';
import type { SnsBindings } from './sns-bindings.ts';
import type { SnsTokens } from './sns-tokens.ts';

export type SnsLoginOutcome =
  | { readonly kind: 'user'; readonly user: User; readonly session: string }
  | { readonly kind: 'unbound'; readonly channel: SnsChannel };

/**
 * Social login and binding (spec 7) on top of the tokens of finished logins:
 * a token of a bound account logs its member in and is spent; a token of an
 * account bound to nobody stays usable, for binding after a password login.
 */
export function createSnsService(deps: { tokens: SnsTokens; bindings: SnsBindings; members: Members; sessions: Sessions; channels: readonly SnsChannel[] }) {
  const { tokens, bindings, members, sessions, channels } = deps;
  return {
    async login(token: string, channel: SnsChannel, previousSession: string | undefined): Promise<SnsLoginOutcome> {
      const identity = await tokens.peek(token, channel);
      if (!identity) throw new AppError('CZSNS000010');
      const memberId = await bindings.memberOf(identity);
      const member = memberId === undefined ? undefined : await members.byId(memberId);
      if (!member) return { kind: 'unbound', channel };
      // Spent before the session starts: of two calls with one token, only one logs in.
      if (!(await tokens.consume(token, channel))) throw new AppError('CZSNS000010');
      return { kind: 'user', user: userOf(member), session: await sessions.start(member.id, previousSession) };
    },

    async bind(memberId: number, channel: SnsChannel, token: string): Promise<SnsBinding> {
      const identity = await tokens.consume(token, channel);
      if (!identity) throw new AppError('CZSNS000010');
      await bindings.bind(memberId, identity);
      const state = await bindings.state(memberId, channels);
      const binding = state.find((b) => b.channel === channel);
      if (!binding) throw new AppError('internal');
      return binding;
    },

    unbind: (memberId: number, channel: SnsChannel): Promise<void> => bindings.unbind(memberId, channel),

    state: (memberId: number): Promise<SnsBinding[]> => bindings.state(memberId, channels),
  };
}

export type SnsService = ReturnType<typeof createSnsService>;
