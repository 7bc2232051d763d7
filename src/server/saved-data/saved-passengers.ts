import { randomBytes } from 'node:crypto';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../domain/calendar.ts';
import { PASSENGER_LIMITS } from '../../domain/reference/passenger-types.ts';
import { personKey } from '../../domain/saved-data/passenger-names.ts';
import { checkSavedPassenger, type SavedPassenger, type SavedPassengerBody } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { type KeptPassenger, keptFromForm, passengerView } from './kept-passenger.ts';
import { pastPassenger, pastPassengers } from './past-passengers.ts';

/** A member keeps at most this many passengers (spec 9's passenger-related maximum of 60). */
export const MAX_SAVED_PASSENGERS = PASSENGER_LIMITS.savedPassengers;

interface PassengerRow {
  public_id: string;
  surname: string;
  given_name: string;
  middle_name: string | null;
  sex: '0' | '1';
  nationality: string;
  birthday: string;
  document_type: string | null;
  document_number: string | null;
  document_issuer: string | null;
  document_expiry: string | null;
  ffp_airline: string | null;
  ffp_number: string | null;
}

const COLUMNS = `public_id, surname, given_name, middle_name, sex, nationality, to_char(birthday, 'YYYY-MM-DD') as birthday,
  document_type, document_number, document_issuer, to_char(document_expiry, 'YYYY-MM-DD') as document_expiry, ffp_airline, ffp_number`;

function keptOf(row: PassengerRow): KeptPassenger {
  const present = (value: string | null) => value ?? undefined;
  return {
    names: row.middle_name ? { surname: row.surname, given: row.given_name, middle: row.middle_name } : { surname: row.surname, given: row.given_name },
    sex: row.sex,
    nationality: row.nationality,
    birthday: row.birthday,
    documentType: present(row.document_type),
    documentNumber: present(row.document_number),
    documentIssuer: present(row.document_issuer),
    documentExpiry: present(row.document_expiry),
    ffpAirline: present(row.ffp_airline),
    ffpNumber: present(row.ffp_number),
  };
}

/** The values of the columns after public_id and member_id, in the order of the insert and update below. */
const columnValues = (kept: KeptPassenger) => [
  kept.names.surname,
  kept.names.given,
  kept.names.middle ?? null,
  kept.sex,
  kept.nationality,
  kept.birthday,
  kept.documentType ?? null,
  kept.documentNumber ?? null,
  kept.documentIssuer ?? null,
  kept.documentExpiry ?? null,
  kept.ffpAirline ?? null,
  kept.ffpNumber ?? null,
];

const newId = () => randomBytes(16).toString('hex');

/**
 * A member's saved passengers (spec 7, svcPcPassenger): listed with the travellers
 * of the member's own orders, read in full by their owner only, added, changed and
 * deleted. Every statement names the member, so that another member's passenger is
 * simply not found.
 */
export function createSavedPassengers(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => calendarDateIn(clock.now(), AIRLINE_TIME_ZONE);

  async function rowsOf(memberId: number): Promise<PassengerRow[]> {
    return db.query<PassengerRow>(`select ${COLUMNS} from saved_passenger where member_id = $1 order by id`, [memberId]);
  }

  /** Adding someone already saved (same name and birthday) changes that passenger instead of keeping a second copy. */
  async function add(tx: Transaction, memberId: number, kept: KeptPassenger): Promise<string> {
    const same = await tx.query<PassengerRow>(`select ${COLUMNS} from saved_passenger where member_id = $1 and birthday = $2`, [memberId, kept.birthday]);
    const existing = same.find((row) => personKey(keptOf(row).names, row.birthday) === personKey(kept.names, kept.birthday));
    if (existing) {
      await change(tx, memberId, existing.public_id, kept);
      return existing.public_id;
    }
    const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from saved_passenger where member_id = $1', [memberId]);
    if (n >= MAX_SAVED_PASSENGERS) throw new AppError('passengerLimit');
    const id = newId();
    const now = clock.now();
    await tx.query(
      `insert into saved_passenger (public_id, member_id, surname, given_name, middle_name, sex, nationality, birthday,
         document_type, document_number, document_issuer, document_expiry, ffp_airline, ffp_number, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
      [id, memberId, ...columnValues(kept), now],
    );
    return id;
  }

  async function change(tx: Transaction, memberId: number, psgId: string, kept: KeptPassenger): Promise<void> {
    const rows = await tx.query(
      `update saved_passenger set surname = $3, given_name = $4, middle_name = $5, sex = $6, nationality = $7, birthday = $8,
         document_type = $9, document_number = $10, document_issuer = $11, document_expiry = $12, ffp_airline = $13, ffp_number = $14, updated_at = $15
       where public_id = $1 and member_id = $2 returning public_id`,
      [psgId, memberId, ...columnValues(kept), clock.now()],
    );
    if (rows.length === 0) throw new AppError('notFound');
  }

  return {
    /**
     * The saved passengers, oldest first, then the travellers of the member's
     * latest orders who are not saved (each person once); document numbers masked.
     */
    async list(memberId: number, layout: NameLayout): Promise<SavedPassenger[]> {
      const saved = (await rowsOf(memberId)).map((row) => ({ psgId: row.public_id, kept: keptOf(row) }));
      const seen = new Set(saved.map(({ kept }) => personKey(kept.names, kept.birthday)));
      const past = (await pastPassengers(db, memberId)).filter(({ kept }) => {
        const key = personKey(kept.names, kept.birthday);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return [
        ...saved.map(({ psgId, kept }) => passengerView(kept, { psgId, pastId: null }, layout, false)),
        ...past.map(({ pastId, kept }) => passengerView(kept, { psgId: null, pastId }, layout, false)),
      ];
    },

    /** One saved passenger, or one traveller of the member's orders, with the document number in full. */
    async detail(memberId: number, layout: NameLayout, id: { psgId?: string; pastId?: string }): Promise<SavedPassenger> {
      if (id.psgId) {
        const [row] = await db.query<PassengerRow>(`select ${COLUMNS} from saved_passenger where public_id = $1 and member_id = $2`, [id.psgId, memberId]);
        if (!row) throw new AppError('notFound');
        return passengerView(keptOf(row), { psgId: row.public_id, pastId: null }, layout, true);
      }
      const past = id.pastId ? await pastPassenger(db, memberId, id.pastId) : undefined;
      if (!past) throw new AppError('notFound');
      return passengerView(past.kept, { psgId: null, pastId: past.pastId }, layout, true);
    },

    /**
     * Adds a passenger (no psgId) or changes one, after the shared passenger rules
     * in the site's name layout. One member's changes are made one at a time, so
     * that the cap cannot be raced past.
     */
    async modify(memberId: number, layout: NameLayout, body: Partial<SavedPassengerBody>): Promise<SavedPassenger> {
      const { psgId, ...values } = body;
      const checked = checkSavedPassenger(values, { layout, today: today() });
      if (!checked.ok) {
        const [first] = Object.values(checked.fields);
        throw new AppError(first.code, { fields: checked.fields });
      }
      const kept = keptFromForm(checked.value);
      if (!kept) throw new AppError('e01');
      const id = await db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('saved-passenger:' || $1::text))", [String(memberId)]);
        if (!psgId) return add(tx, memberId, kept);
        await change(tx, memberId, psgId, kept);
        return psgId;
      });
      return passengerView(kept, { psgId: id, pastId: null }, layout, true);
    },

    async remove(memberId: number, psgId: string): Promise<void> {
      const rows = await db.query('delete from saved_passenger where public_id = $1 and member_id = $2 returning public_id', [psgId, memberId]);
      if (rows.length === 0) throw new AppError('notFound');
    },
  };
}

export type SavedPassengers = ReturnType<typeof createSavedPassengers>;
