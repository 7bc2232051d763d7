import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCertificate, getMemberStatus } from '../../src/domain/api/member.ts';
import { createMembers } from '../../src/server/member/members.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { joinAsMember } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

const NZ = { site: 'nz', lang: 'en' } as const;

describe('my/profile: the member status behind the profile page', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const clock = manualClock('2026-11-21T08:00:00Z');
  const status = (cookie: string) => t.api.ok(getMemberStatus, { params: NZ }, { browser: { cookie } });

  async function memberId(memberNo: string): Promise<number> {
    const [row] = await t.db.query<{ id: number }>('select id from member where member_no = $1', [memberNo]);
    if (!row) throw new Error(`no member ${memberNo}`);
    return row.id;
  }

  beforeAll(async () => {
    t = await testApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the member's cards in issue order, numbers masked to their first and last four digits, with the disabled ones marked", async () => {
    const { memberNo, cookie } = await joinAsMember(t, { email: 'noa@example.com', phone: '221100001', givenName: 'Noa', surname: 'Berg' });
    const members = createMembers({ db: t.db, clock });
    const id = await memberId(memberNo);
    await members.addCard(id, { cardNo: '4000123412341234', holderName: 'Noa Berg' });
    await members.addCard(id, { cardNo: '4000567856785678', holderName: 'Noa Berg', disabled: true });

    const { cards } = await status(cookie);
    expect(cards).toEqual([
      { idx: 0, cardNo: `${memberNo.slice(0, 4)}****${memberNo.slice(-4)}`, holderName: 'Noa Berg', disabled: false },
      { idx: 1, cardNo: '4000****1234', holderName: 'Noa Berg', disabled: false },
      { idx: 2, cardNo: '4000****5678', holderName: 'Noa Berg', disabled: true },
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/40001234|40005678/);
  });

  it("shows a member only their own cards and documents, never another member's", async () => {
    const ida = await joinAsMember(t, { email: 'ida@example.com', phone: '221100002', givenName: 'Ida', surname: 'Holm' });
    const leo = await joinAsMember(t, { email: 'leo@example.com', phone: '221100003', givenName: 'Leo', surname: 'Park' });
    const added = await t.api.send(
      addCertificate,
      { params: NZ, body: { type: 'PP', number: 'K7654321', issuer: 'NZ', expiry: '2031-03-01' } },
      { browser: { cookie: ida.cookie } },
    );
    expect(added.status).toBe(200);

    const idaStatus = await status(ida.cookie);
    const leoStatus = await status(leo.cookie);
    expect(idaStatus.certificates.map((c) => c.number)).toEqual(['****4321']);
    expect(idaStatus.cards.map((c) => c.holderName)).toEqual(['Ida Holm']);
    expect(leoStatus.memberNo).toBe(leo.memberNo);
    expect(leoStatus.certificates).toEqual([]);
    expect(leoStatus.cards.map((c) => c.holderName)).toEqual(['Leo Park']);
  });

  it('tells a guest to log in rather than showing any status', async () => {
    const guest = await t.api.send(getMemberStatus, { params: NZ });
    expect(guest.status).toBe(401);
    expect(guest.failure.ex).toBe('unauthorized');
  });
});
