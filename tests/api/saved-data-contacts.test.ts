import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedContact } from '../../src/domain/saved-data/saved-contact.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { MAX_SAVED_CONTACTS } from '../../src/server/saved-data/saved-contacts.ts';
import { newMember, savedContact, savedDataCalls } from '../support/saved-data.ts';
import { TEST_NOW, testApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let members = 0;
const clock = manualClock(TEST_NOW);

async function member() {
  members += 1;
  const cookie = await newMember(t, `contacts.${members}@example.com`, `2140000${String(members).padStart(2, '0')}`, `198.51.100.${members}`);
  return savedDataCalls(t, cookie);
}

const reply = (outcome: { reply: { contact: SavedContact } }) => outcome.reply.contact;
const list = (outcome: { reply: { data: SavedContact[] } }) => outcome.reply.data;

beforeAll(async () => {
  t = await testApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('saved contacts', () => {
  it('adds a contact, lists it and reads it by cpId; the calling code is kept without its plus', async () => {
    const mei = await member();
    const added = await reply(await mei.modifyContact(savedContact({ areaCode: '+64' })));
    expect(added).toEqual({
      cpId: expect.stringMatching(/^[a-f0-9]{32}$/),
      contactName: 'Mei Lin',
      areaCode: '64',
      phone: '211234567',
      email: 'mei.lin@example.com',
    });
    expect(await list(await mei.listContacts())).toEqual([added]);
    expect(await reply(await mei.contactDetail(added.cpId))).toEqual(added);
  });

  it('changes a contact by cpId and deletes it; then it is not found', async () => {
    const mei = await member();
    const { cpId } = await reply(await mei.modifyContact(savedContact()));
    const changed = await reply(await mei.modifyContact(savedContact({ cpId, email: 'mei@example.org', areaCode: '44', phone: '7700900123' })));
    expect(changed).toEqual({ cpId, contactName: 'Mei Lin', areaCode: '44', phone: '7700900123', email: 'mei@example.org' });
    expect((await mei.deleteContact(cpId)).reply).toEqual({ deleted: true });
    expect(await list(await mei.listContacts())).toEqual([]);
    expect((await mei.contactDetail(cpId)).status).toBe(404);
    expect((await mei.deleteContact(cpId)).status).toBe(404);
    expect((await mei.modifyContact(savedContact({ cpId }))).status).toBe(404);
  });

  it('refuses a contact the shared contact rules refuse, with their field codes', async () => {
    const mei = await member();
    const res = await mei.modifyContact(savedContact({ contactName: '', phone: '12', email: 'mei@yahoo.com' }));
    expect(res.status).toBe(400);
    const { fields } = res;
    expect(Object.fromEntries(Object.entries(fields).map(([key, found]) => [key, found.code]))).toEqual({ contactName: 'e00', phone: 'phone', email: 'e01_1' });
    expect((await mei.modifyContact(savedContact({ areaCode: '86', phone: '211234567' }))).status).toBe(400);
  });

  it('keeps the same contact once, and lists the one changed last first for the booking pages', async () => {
    const mei = await member();
    const first = await reply(await mei.modifyContact(savedContact()));
    clock.advance(60_000);
    const second = await reply(await mei.modifyContact(savedContact({ contactName: 'Ava Lin', email: 'ava.lin@example.com' })));
    clock.advance(60_000);
    const again = await reply(await mei.modifyContact(savedContact({ email: 'MEI.LIN@example.com' })));
    expect(again.cpId).toBe(first.cpId);
    expect((await list(await mei.listContacts())).map((c) => c.cpId)).toEqual([first.cpId, second.cpId]);
    expect((await list(await mei.listContacts('booking'))).map((c) => c.cpId)).toEqual([first.cpId, second.cpId]);
    clock.advance(60_000);
    await mei.modifyContact(savedContact({ cpId: second.cpId, contactName: 'Ava Lin', email: 'ava@example.com' }));
    expect((await list(await mei.listContacts('booking'))).map((c) => c.cpId)).toEqual([second.cpId, first.cpId]);
    expect((await mei.listContacts('somewhere')).status).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_CONTACTS} contacts per member and refuses the next with contactLimit`, async () => {
    const mei = await member();
    for (let i = 0; i < MAX_SAVED_CONTACTS; i++) expect((await mei.modifyContact(savedContact({ email: `mei.${i}@example.com` }))).status).toBe(200);
    const over = await mei.modifyContact(savedContact({ email: 'one.more@example.com' }));
    expect(over.status).toBe(409);
    expect(over.failure).toMatchObject({ ex: 'contactLimit', msg: expect.stringContaining(String(MAX_SAVED_CONTACTS)) });
    expect((await mei.modifyContact(savedContact({ email: 'mei.0@example.com' }))).status).toBe(200);
  });
});
