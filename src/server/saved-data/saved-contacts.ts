import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { PASSENGER_LIMITS } from '../../domain/reference/passenger-types.ts';
import type { ContactListOrigin, SavedContact } from '../../domain/saved-data/saved-contact.ts';
import type { SavedContactBody } from '../../domain/saved-data/saved-contact-body.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { type SavedContactRow, savedContact } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';

/** A member keeps at most this many contacts (spec 9's passenger-related maximum of 5). */
export const MAX_SAVED_CONTACTS = PASSENGER_LIMITS.savedContacts;

const COLUMNS = {
  publicId: savedContact.publicId,
  contactName: savedContact.contactName,
  areaCode: savedContact.areaCode,
  phone: savedContact.phone,
  email: savedContact.email,
};
type ContactRow = Pick<SavedContactRow, keyof typeof COLUMNS>;

const viewOf = (row: ContactRow): SavedContact => ({
  cpId: row.publicId,
  contactName: row.contactName,
  areaCode: row.areaCode,
  phone: row.phone,
  email: row.email,
});

const ofMember = (memberId: number, cpId: string) => and(eq(savedContact.publicId, cpId), eq(savedContact.memberId, memberId));

/** The calling code as kept: digits only, as the order's contact has it. */
const callingCode = (areaCode: string) => areaCode.replace(/^\+/, '');

const sameContact = (row: ContactRow, contact: Omit<SavedContact, 'cpId'>) =>
  row.contactName.toLowerCase() === contact.contactName.toLowerCase() &&
  row.areaCode === contact.areaCode &&
  row.phone === contact.phone &&
  row.email.toLowerCase() === contact.email.toLowerCase();

/**
 * A member's saved contacts (spec 7, ct): listed, read, added, changed and
 * deleted, each statement naming the member so that another member's contact is
 * simply not found.
 */
export function createSavedContacts(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;

  /** Adding a contact saved already (same name, phone and e-mail) keeps the one there, touched as just changed. */
  async function add(tx: Transaction, memberId: number, contact: Omit<SavedContact, 'cpId'>): Promise<string> {
    const rows = await tx.db.select(COLUMNS).from(savedContact).where(eq(savedContact.memberId, memberId));
    const existing = rows.find((row) => sameContact(row, contact));
    if (existing) {
      await tx.db.update(savedContact).set({ updatedAt: clock.now() }).where(ofMember(memberId, existing.publicId));
      return existing.publicId;
    }
    if (rows.length >= MAX_SAVED_CONTACTS) throw new AppError('contactLimit');
    const id = randomBytes(16).toString('hex');
    const now = clock.now();
    await tx.db.insert(savedContact).values({ publicId: id, memberId, ...contact, createdAt: now, updatedAt: now });
    return id;
  }

  return {
    async list(memberId: number, origin: ContactListOrigin): Promise<SavedContact[]> {
      const order = origin === 'booking' ? [desc(savedContact.updatedAt), desc(savedContact.id)] : [asc(savedContact.id)];
      return (
        await db.db
          .select(COLUMNS)
          .from(savedContact)
          .where(eq(savedContact.memberId, memberId))
          .orderBy(...order)
      ).map(viewOf);
    },

    async detail(memberId: number, cpId: string): Promise<SavedContact> {
      const [row] = await db.db.select(COLUMNS).from(savedContact).where(ofMember(memberId, cpId));
      if (!row) throw new AppError('notFound');
      return viewOf(row);
    },

    /** Adds a contact (no cpId) or changes one; one member's changes are made one at a time, so that the cap holds. */
    async modify(memberId: number, body: SavedContactBody): Promise<SavedContact> {
      const { cpId, ...fields } = body;
      const contact = { contactName: fields.contactName, areaCode: callingCode(fields.areaCode), phone: fields.phone, email: fields.email };
      const id = await db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('saved-contact:' || $1::text))", [String(memberId)]);
        if (!cpId) return add(tx, memberId, contact);
        const rows = await tx.db
          .update(savedContact)
          .set({ ...contact, updatedAt: clock.now() })
          .where(ofMember(memberId, cpId))
          .returning({ publicId: savedContact.publicId });
        if (rows.length === 0) throw new AppError('notFound');
        return cpId;
      });
      return { cpId: id, ...contact };
    },

    async remove(memberId: number, cpId: string): Promise<void> {
      const rows = await db.db.delete(savedContact).where(ofMember(memberId, cpId)).returning({ publicId: savedContact.publicId });
      if (rows.length === 0) throw new AppError('notFound');
    },
  };
}

export type SavedContacts = ReturnType<typeof createSavedContacts>;
