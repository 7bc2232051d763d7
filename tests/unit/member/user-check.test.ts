import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserCheckSchema } from '../../../src/domain/user.ts';
import { userCheckOf } from '../../../src/domain/user-check.ts';

const member = { user: { id: 'm1', name: 'MIRA TANE' }, snsLogin: true, snsChannels: ['wechat'] };

/** Replies of every shape the browser may meet: the check must answer each as the API's schema does. */
const REPLIES: readonly unknown[] = [
  member,
  { user: null, snsLogin: false, snsChannels: [] },
  { ...member, extra: 1, user: { ...member.user, memberNo: '1234' } },
  { ...member, user: { id: 'm1' } },
  { ...member, user: { id: 7, name: 'MIRA' } },
  { ...member, user: undefined },
  { ...member, snsLogin: 'yes' },
  { ...member, snsChannels: ['wechat', 3] },
  { ...member, snsChannels: 'wechat' },
  { user: null, snsLogin: false },
  [],
  null,
  'ok',
  42,
];

describe('the check of a check-login reply in the browser', () => {
  it('accepts and rejects every reply as the API schema does, keeping only the fields the schema names', () => {
    for (const reply of REPLIES) {
      const parsed = v.safeParse(UserCheckSchema, reply);
      expect(userCheckOf(reply), JSON.stringify(reply)).toEqual(parsed.success ? parsed.output : undefined);
    }
  });

  it('drops what the schema does not name', () => {
    expect(userCheckOf({ ...member, extra: 1, user: { ...member.user, memberNo: '1234' } })).toEqual(member);
  });
});
