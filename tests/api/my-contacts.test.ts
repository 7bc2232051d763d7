import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedContact } from '../../src/domain/saved-data/saved-contact.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { MAX_SAVED_CONTACTS } from '../../src/server/saved-data/saved-contacts.ts';
import { newMember, savedContact, savedDataCalls } from '../support/saved-data.ts';
import { TEST_NOW, testApp } from '../support/test-app.ts';

/* What the member area's contacts pages (my/contacts/list, add, edit/{cid}) count on from the calls. */

let t: Awaited<ReturnType<typeof testApp>>;
let members = 0;
const clock = manualClock(TEST_NOW);

async function member(lang: 'en' | 'ja' = 'en') {
  members += 1;
  const cookie = await newMember(t, `my.contacts.${members}@example.com`, `2160000${String(members).padStart(2, '0')}`, `198.51.100.${100 + members}`);
  return savedDataCalls(t, cookie, lang === 'ja' ? 'jp' : 'nz', lang);
}

const contactOf = (outcome: { reply: { contact: SavedContact } }) => outcome.reply.contact;
const idsOf = (outcome: { reply: { data: SavedContact[] } }) => outcome.reply.data.map((contact) => contact.cpId);

beforeAll(async () => {
  t = await testApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('the calls behind the saved-contacts pages', () => {
  it('list the contacts in the order they were added, so that one changed on its edit page keeps its place', async () => {
    const mei = await member();
    const first = contactOf(await mei.modifyContact(savedContact()));
    clock.advance(60_000);
    const second = contactOf(await mei.modifyContact(savedContact({ contactName: 'Ava Lin', email: 'ava.lin@example.com' })));
    clock.advance(60_000);
    const changed = contactOf(await mei.modifyContact(savedContact({ cpId: first.cpId, contactName: 'Mei Grant', areaCode: '44', phone: '7700900123' })));
    expect(changed).toMatchObject({ cpId: first.cpId, contactName: 'Mei Grant', areaCode: '44', phone: '7700900123' });
    expect(idsOf(await mei.listContacts('member'))).toEqual([first.cpId, second.cpId]);
    expect(contactOf(await mei.contactDetail(first.cpId))).toEqual(changed);
  });

  it('answer an edit address whose cid no page made with 400, and a deleted contact with 404, never a server error', async () => {
    const mei = await member();
    for (const cid of ['_', 'not-a-contact', 'A'.repeat(32), `${'a'.repeat(32)}0`, '../list']) {
      const res = await mei.contactDetail(cid);
      expect(res.status, cid).toBe(400);
      expect(res.failure.ex, cid).toBe('e01');
    }
    const { cpId } = contactOf(await mei.modifyContact(savedContact()));
    await mei.deleteContact(cpId);
    const gone = await mei.contactDetail(cpId);
    expect(gone.status).toBe(404);
    expect(gone.failure.ex).toBe('notFound');
  });

  it(`tell the cap of ${MAX_SAVED_CONTACTS} in the page's language, and take a new contact once one is deleted`, async () => {
    const aiko = await member('ja');
    const ids: string[] = [];
    for (let i = 0; i < MAX_SAVED_CONTACTS; i++) ids.push(contactOf(await aiko.modifyContact(savedContact({ email: `aiko.${i}@example.com` }))).cpId);
    const over = await aiko.modifyContact(savedContact({ email: 'aiko.more@example.com' }));
    expect(over.status).toBe(409);
    expect(over.failure).toMatchObject({ ex: 'contactLimit', msg: messagesOf('ja')['error.contactLimit'] });

    expect((await aiko.deleteContact(ids[2])).reply).toEqual({ deleted: true });
    const added = contactOf(await aiko.modifyContact(savedContact({ email: 'aiko.more@example.com' })));
    expect(idsOf(await aiko.listContacts('member'))).toEqual([ids[0], ids[1], ids[3], ids[4], added.cpId]);
  });
});
