import type { UserCheck } from './user.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a check-login reply has the shape of `UserCheckSchema`, kept here without the schema library: the header of
 * every page makes this check as it starts, and importing the library there would put all of it in the file every
 * page loads first. Like the schema's parse, the answer carries only the fields the schema names.
 */
export function userCheckOf(reply: unknown): UserCheck | undefined {
  if (!isRecord(reply) || typeof reply.snsLogin !== 'boolean') return undefined;
  const { user, snsLogin, snsChannels } = reply;
  if (!Array.isArray(snsChannels) || !snsChannels.every((channel) => typeof channel === 'string')) return undefined;
  if (user === null) return { user: null, snsLogin, snsChannels };
  if (!isRecord(user) || typeof user.id !== 'string' || typeof user.name !== 'string') return undefined;
  return { user: { id: user.id, name: user.name }, snsLogin, snsChannels };
}
