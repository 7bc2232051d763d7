import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../domain/calendar.ts';
import { PASSENGER_LIMITS } from '../../domain/reference/passenger-types.ts';
import { personKey } from '../../domain/saved-data/passenger-names.ts';
import { RESIDENCE_FIELDS, type ResidenceField } from '../../domain/saved-data/residence.ts';
import { checkSavedPassenger, type SavedPassenger, type SavedPassengerBody } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { type SavedPassengerRow, savedPassenger } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { type KeptPassenger, keptFromForm, passengerView } from './kept-passenger.ts';
import { pastPassenger, pastPassengers } from './past-passengers.ts';

/** A member keeps at most this many passengers (spec 9's passenger-related maximum of 60). */
export const MAX_SAVED_PASSENGERS = PASSENGER_LIMITS.savedPassengers;

/** The columns a saved passenger is read by: everything that makes it up, without the keys and times. */
const COLUMNS = {
  publicId: savedPassenger.publicId,
  surname: savedPassenger.surname,
  givenName: savedPassenger.givenName,
  middleName: savedPassenger.middleName,
  sex: savedPassenger.sex,
  nationality: savedPassenger.nationality,
  birthday: savedPassenger.birthday,
  documentType: savedPassenger.documentType,
  documentNumber: savedPassenger.documentNumber,
  documentIssuer: savedPassenger.documentIssuer,
  documentExpiry: savedPassenger.documentExpiry,
  ffpAirline: savedPassenger.ffpAirline,
  ffpNumber: savedPassenger.ffpNumber,
  moreCertificates: savedPassenger.moreCertificates,
  residenceAddress: savedPassenger.residenceAddress,
  residenceCity: savedPassenger.residenceCity,
  residenceZip: savedPassenger.residenceZip,
  residenceCountry: savedPassenger.residenceCountry,
  residenceState: savedPassenger.residenceState,
};
type PassengerRow = Pick<SavedPassengerRow, keyof typeof COLUMNS>;

function sexOf(sex: string): KeptPassenger['sex'] {
  // The table's check allows only these.
  if (sex !== '0' && sex !== '1') throw new Error(`A saved passenger of unknown sex: ${sex}`);
  return sex;
}

function keptOf(row: PassengerRow): KeptPassenger {
  const present = (value: string | null) => value ?? undefined;
  return {
    names: row.middleName ? { surname: row.surname, given: row.givenName, middle: row.middleName } : { surname: row.surname, given: row.givenName },
    sex: sexOf(row.sex),
    nationality: row.nationality,
    birthday: row.birthday,
    documentType: present(row.documentType),
    documentNumber: present(row.documentNumber),
    documentIssuer: present(row.documentIssuer),
    documentExpiry: present(row.documentExpiry),
    ffpAirline: present(row.ffpAirline),
    ffpNumber: present(row.ffpNumber),
    residence: Object.fromEntries(RESIDENCE_FIELDS.flatMap((key) => (row[key] ? [[key, row[key]]] : []))),
    certificates: row.moreCertificates,
  };
}

/** The further certificates and the residence columns, each written only when the passenger came with it. */
const extraValues = (kept: KeptPassenger) => ({
  ...(kept.certificates === undefined ? {} : { moreCertificates: [...kept.certificates] }),
  ...(kept.residence === undefined
    ? {}
    : (Object.fromEntries(RESIDENCE_FIELDS.map((key) => [key, kept.residence?.[key] ?? null])) as Record<ResidenceField, string | null>)),
});

/** The columns an insert and an update write from a kept passenger. */
const columnValues = (kept: KeptPassenger) => ({
  surname: kept.names.surname,
  givenName: kept.names.given,
  middleName: kept.names.middle ?? null,
  sex: kept.sex,
  nationality: kept.nationality,
  birthday: kept.birthday,
  documentType: kept.documentType ?? null,
  documentNumber: kept.documentNumber ?? null,
  documentIssuer: kept.documentIssuer ?? null,
  documentExpiry: kept.documentExpiry ?? null,
  ffpAirline: kept.ffpAirline ?? null,
  ffpNumber: kept.ffpNumber ?? null,
  ...extraValues(kept),
});

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
    return db.db.select(COLUMNS).from(savedPassenger).where(eq(savedPassenger.memberId, memberId)).orderBy(savedPassenger.id);
  }

  /** Adding someone already saved (same name and birthday) changes that passenger instead of keeping a second copy. */
  async function add(tx: Transaction, memberId: number, kept: KeptPassenger): Promise<string> {
    const same = await tx.db
      .select(COLUMNS)
      .from(savedPassenger)
      .where(and(eq(savedPassenger.memberId, memberId), eq(savedPassenger.birthday, kept.birthday)));
    const existing = same.find((row) => personKey(keptOf(row).names, row.birthday) === personKey(kept.names, kept.birthday));
    if (existing) {
      await change(tx, memberId, existing.publicId, kept);
      return existing.publicId;
    }
    const [counted] = await tx.db.select({ n: count() }).from(savedPassenger).where(eq(savedPassenger.memberId, memberId));
    if ((counted?.n ?? 0) >= MAX_SAVED_PASSENGERS) throw new AppError('passengerLimit');
    const id = newId();
    const now = clock.now();
    await tx.db.insert(savedPassenger).values({ publicId: id, memberId, ...columnValues(kept), createdAt: now, updatedAt: now });
    return id;
  }

  async function change(tx: Transaction, memberId: number, psgId: string, kept: KeptPassenger): Promise<void> {
    const rows = await tx.db
      .update(savedPassenger)
      .set({ ...columnValues(kept), updatedAt: clock.now() })
      .where(and(eq(savedPassenger.publicId, psgId), eq(savedPassenger.memberId, memberId)))
      .returning({ publicId: savedPassenger.publicId });
    if (rows.length === 0) throw new AppError('notFound');
  }

  async function savedDetail(memberId: number, layout: NameLayout, psgId: string): Promise<SavedPassenger> {
    const [row] = await db.db
      .select(COLUMNS)
      .from(savedPassenger)
      .where(and(eq(savedPassenger.publicId, psgId), eq(savedPassenger.memberId, memberId)));
    if (!row) throw new AppError('notFound');
    return passengerView(keptOf(row), { psgId: row.publicId, pastId: null }, layout, true);
  }

  return {
    /**
     * The saved passengers, oldest first, then the travellers of the member's
     * latest orders who are not saved (each person once); document numbers masked.
     */
    async list(memberId: number, layout: NameLayout): Promise<SavedPassenger[]> {
      const saved = (await rowsOf(memberId)).map((row) => ({ psgId: row.publicId, kept: keptOf(row) }));
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
      if (id.psgId) return savedDetail(memberId, layout, id.psgId);
      const past = id.pastId ? await pastPassenger(db, memberId, id.pastId) : undefined;
      if (!past) throw new AppError('notFound');
      return passengerView(past.kept, { psgId: null, pastId: past.pastId }, layout, true);
    },

    /**
     * Adds a passenger (no psgId) or changes one, after the shared passenger rules
     * in the site's name layout. One member's changes are made one at a time, so
     * that the cap cannot be raced past. A body without `certificates` comes from a
     * form that does not show them (the booking's passengers page): the saved ones
     * stay, and so does the residence address unless the body gives some of it.
     */
    async modify(memberId: number, layout: NameLayout, body: Partial<SavedPassengerBody>): Promise<SavedPassenger> {
      const { psgId, ...values } = body;
      const checked = checkSavedPassenger(values, { layout, today: today() });
      if (!checked.ok) {
        const [first] = Object.values(checked.fields);
        throw new AppError(first.code, { fields: checked.fields });
      }
      const form = keptFromForm(checked.value);
      if (!form) throw new AppError('e01');
      const { certificates, ...fields } = checked.value;
      const residence = Object.fromEntries(RESIDENCE_FIELDS.flatMap((key) => (fields[key] ? [[key, fields[key]]] : [])));
      const full = body.certificates !== undefined;
      const kept: KeptPassenger = {
        ...form,
        ...(full ? { certificates } : {}),
        ...(full || Object.keys(residence).length > 0 ? { residence } : {}),
      };
      const id = await db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('saved-passenger:' || $1::text))", [String(memberId)]);
        if (!psgId) return add(tx, memberId, kept);
        await change(tx, memberId, psgId, kept);
        return psgId;
      });
      return savedDetail(memberId, layout, id);
    },

    async remove(memberId: number, psgId: string): Promise<void> {
      const rows = await db.db
        .delete(savedPassenger)
        .where(and(eq(savedPassenger.publicId, psgId), eq(savedPassenger.memberId, memberId)))
        .returning({ publicId: savedPassenger.publicId });
      if (rows.length === 0) throw new AppError('notFound');
    },
  };
}

export type SavedPassengers = ReturnType<typeof createSavedPassengers>;
