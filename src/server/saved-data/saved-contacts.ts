import { randomBytes } from 'node:crypto';
import { PASSENGER_LIMITS } from '../../domain/reference/passenger-types.ts';
import type { ContactListOrigin, SavedContact, SavedContactBody } from '../../domain/saved-data/saved-contact.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';

/** A member keeps at most this many contacts (spec 9's passenger-related maximum of 5). */
export const MAX_SAVED_CONTACTS = PASSENGER_LIMITS.savedContacts;

interface ContactRow {
  public_id: string;
  contact_name: string;
  area_code: string;
  phone: string;
  email: string;
}

const COLUMNS = 'public_id, contact_name, area_code, phone, email';

const viewOf = (row: ContactRow): SavedContact => ({
  cpId: row.public_id,
  contactName: row.contact_name,
  areaCode: row.area_code,
  phone: row.phone,
  email: row.email,
});

/** The calling code as kept: digits only, as the order's contact has it. */
const callingCode = (areaCode: string) => areaCode.replace(/^\+/, '');

const sameContact = (row: ContactRow, contact: Omit<SavedContact, 'cpId'>) =>
  row.contact_name.toLowerCase() === contact.contactName.toLowerCase() &&
  row.area_code === contact.areaCode &&
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
    const rows = await tx.query<ContactRow>(`select ${COLUMNS} from saved_contact where member_id = $1`, [memberId]);
    const existing = rows.find((row) => sameContact(row, contact));
    if (existing) {
      await tx.query('update saved_contact set updated_at = $3 where public_id = $1 and member_id = $2', [existing.public_id, memberId, clock.now()]);
      return existing.public_id;
    }
    if (rows.length >= MAX_SAVED_CONTACTS) throw new AppError('contactLimit');
    const id = randomBytes(16).toString('hex');
    await tx.query(
      `insert into saved_contact (public_id, member_id, contact_name, area_code, phone, email, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [id, memberId, contact.contactName, contact.areaCode, contact.phone, contact.email, clock.now()],
    );
    return id;
  }

  return {
    async list(memberId: number, origin: ContactListOrigin): Promise<SavedContact[]> {
      const order = origin === 'booking' ? 'updated_at desc, id desc' : 'id';
      return (await db.query<ContactRow>(`select ${COLUMNS} from saved_contact where member_id = $1 order by ${order}`, [memberId])).map(viewOf);
    },

    async detail(memberId: number, cpId: string): Promise<SavedContact> {
      const [row] = await db.query<ContactRow>(`select ${COLUMNS} from saved_contact where public_id = $1 and member_id = $2`, [cpId, memberId]);
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
        const rows = await tx.query(
          'update saved_contact set contact_name = $3, area_code = $4, phone = $5, email = $6, updated_at = $7 where public_id = $1 and member_id = $2 returning public_id',
          [cpId, memberId, contact.contactName, contact.areaCode, contact.phone, contact.email, clock.now()],
        );
        if (rows.length === 0) throw new AppError('notFound');
        return cpId;
      });
      return { cpId: id, ...contact };
    },

    async remove(memberId: number, cpId: string): Promise<void> {
      const rows = await db.query('delete from saved_contact where public_id = $1 and member_id = $2 returning public_id', [cpId, memberId]);
      if (rows.length === 0) throw new AppError('notFound');
    },
  };
}

export type SavedContacts = ReturnType<typeof createSavedContacts>;
