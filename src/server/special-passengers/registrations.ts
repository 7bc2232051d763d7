import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { AIRLINE_TIME_ZONE, calendarDateIn, formatDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import type { TicketType } from '../../domain/reference/passenger-types.ts';
import type { RegistrationFields, RegistrationState, RegistrationStatus } from '../../domain/special-passengers/registration.ts';
import { comparableName, TICKET_TYPE_RULES } from '../../domain/special-passengers/ticket-types.ts';
import { ageOn, birthday, parseDate } from '../../domain/validation/dates.ts';
import type { DbHandle } from '../db/connect.ts';
import { type SpecialPassengerRow, specialPassenger, specialPassengerFile } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PageLinks } from '../mail/page-links.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import { readProofFiles } from './proof-files.ts';
import { confirmationMail, outcomeMail } from './registration-mails.ts';

/** How long the e-mailed confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
/** Registrations one address may send within an hour, and one e-mail address within a day. */
export const REGISTRATIONS_PER_ADDRESS_HOUR = 10;
export const REGISTRATIONS_PER_EMAIL_DAY = 5;
const HOUR_MS = 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};
const todayOf = (now: Date) => calendarDateIn(now, AIRLINE_TIME_ZONE);

/** A registration as the reviewer sees it: everything the traveller gave, and the proof files by name. */
export interface ReviewItem {
  readonly id: number;
  readonly authCode: string;
  readonly ticketType: TicketType;
  readonly status: RegistrationStatus;
  readonly surname: string;
  readonly givenName: string;
  readonly birthday: string;
  readonly nationality: string;
  readonly document: string;
  readonly email: string;
  readonly phone: string;
  readonly site: string;
  readonly lang: Lang;
  readonly createdAt: Date;
  readonly validUntil: string | null;
  readonly reason: string | null;
  readonly files: readonly { id: number; fileName: string; contentType: string; size: number }[];
}

function stateOf(row: SpecialPassengerRow): RegistrationState {
  return {
    authCode: row.authCode,
    ticketType: row.ticketType as TicketType,
    status: row.status as RegistrationStatus,
    name: `${row.surname}/${row.givenName}`,
    submittedAt: row.createdAt.toISOString(),
    validUntil: row.status === 'approved' ? row.validUntil : null,
    reason: row.status === 'refused' ? row.refusalReason : null,
  };
}

/**
 * Registrations for the special ticket types of spec 3 (students, seafarers, labourers, seniors…): the traveller sends
 * who they are with proof files, confirms the e-mail address by the mailed link, and the airline's staff approve (until
 * a date) or refuse (with a reason); the traveller is mailed the outcome in the language they registered in. An approved,
 * unexpired registration whose name and document match is what lets a passenger be booked on that type's fare.
 */
export function createSpecialPassengers(deps: { db: DbHandle; clock: Clock; logger: Logger; mailer: Mailer; links: PageLinks; limits: RequestLimits }) {
  const { db, clock } = deps;

  async function byId(id: number): Promise<SpecialPassengerRow> {
    const [row] = await db.db.select().from(specialPassenger).where(eq(specialPassenger.id, id));
    if (!row) throw new AppError('notFound');
    return row;
  }

  async function reviewItem(row: SpecialPassengerRow): Promise<ReviewItem> {
    const files = await db.db
      .select({
        id: specialPassengerFile.id,
        fileName: specialPassengerFile.fileName,
        contentType: specialPassengerFile.contentType,
        size: specialPassengerFile.size,
      })
      .from(specialPassengerFile)
      .where(eq(specialPassengerFile.registrationId, row.id))
      .orderBy(asc(specialPassengerFile.id));
    return {
      id: row.id,
      authCode: row.authCode,
      ticketType: row.ticketType as TicketType,
      status: row.status as RegistrationStatus,
      surname: row.surname,
      givenName: row.givenName,
      birthday: row.birthday,
      nationality: row.nationality,
      document: `${row.documentType} ${row.documentNumber}`,
      email: row.email,
      phone: `+${row.areaCode} ${row.phone}`,
      site: row.site,
      lang: row.lang as Lang,
      createdAt: row.createdAt,
      validUntil: row.validUntil,
      reason: row.refusalReason,
      files,
    };
  }

  /** Decides a pending registration once: a second decision, or one on an unconfirmed registration, is a conflict. */
  async function decide(id: number, change: Partial<SpecialPassengerRow> & { status: 'approved' | 'refused' }, reviewer: string): Promise<ReviewItem> {
    const [row] = await db.db
      .update(specialPassenger)
      .set({ ...change, reviewer, reviewedAt: clock.now() })
      .where(and(eq(specialPassenger.id, id), eq(specialPassenger.status, 'pending')))
      .returning();
    if (!row) throw new AppError((await byId(id)) ? 'conflict' : 'notFound');
    try {
      await deps.mailer.send(outcomeMail(row));
      await db.db.update(specialPassenger).set({ outcomeMailedAt: clock.now() }).where(eq(specialPassenger.id, id));
    } catch (error) {
      // The decision stands; the page shows it, and the reviewer sees the mail was not sent.
      deps.logger.error('special passenger outcome mail failed', { id, error: String(error) });
    }
    return reviewItem(row);
  }

  return {
    /** Keeps a registration and its proof, and mails the link that confirms the address. */
    async register(
      fields: RegistrationFields,
      files: readonly Blob[],
      where: { site: string; lang: Lang },
      address: string,
    ): Promise<{ authCode: string; sentTo: string }> {
      const now = clock.now();
      const today = todayOf(now);
      const rule = TICKET_TYPE_RULES[fields.ticketType];
      const birth = parseDate(fields.birthday);
      const age = birth ? ageOn(birth, today) : -1;
      const tooYoungOrOld = (rule.minAge !== undefined && age < rule.minAge) || (rule.maxAge !== undefined && age > rule.maxAge);
      if (!birth || birthday({ today, passengerType: 'ADT' })(fields.birthday) || tooYoungOrOld) {
        throw new AppError('e02', { fields: { birthday: { code: 'e02' } } });
      }
      const email = fields.email.trim().toLowerCase();
      const attempt = await deps.limits.begin('special-passenger', [`address:${address}`, `email:${email}`]);
      const over = await attempt.over([
        { key: `address:${address}`, max: REGISTRATIONS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
        { key: `email:${email}`, max: REGISTRATIONS_PER_EMAIL_DAY, windowMs: 24 * HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      const proof = await readProofFiles(files);
      const authCode = randomBytes(15).toString('base64url');
      const token = randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx.db
          .insert(specialPassenger)
          .values({
            authCode,
            ticketType: fields.ticketType,
            surname: comparableName(fields.surname),
            givenName: comparableName(fields.givenName),
            birthday: formatDate(birth),
            nationality: fields.nationality.toUpperCase(),
            documentType: fields.documentType,
            documentNumber: fields.documentNumber.toUpperCase(),
            email,
            areaCode: fields.areaCode.replace(/^\+/, ''),
            phone: fields.phone,
            site: where.site,
            lang: where.lang,
            status: 'unconfirmed',
            emailTokenHash: tokenHash(token),
            createdAt: now,
          })
          .returning();
        await tx.db.insert(specialPassengerFile).values(proof.map((file) => ({ registrationId: saved.id, ...file })));
        return saved;
      });
      const link = deps.links.to(where.site, where.lang, 'sppsg.verify', { token });
      await deps.mailer.send(confirmationMail(row, link, CONFIRM_LINK_HOURS));
      return { authCode: row.authCode, sentTo: maskedEmail(email) };
    },

    /** Confirms the address of the registration a mailed token names; it then waits for review. A used or old token is linkInvalid. */
    async confirmEmail(token: string): Promise<RegistrationState> {
      const cutoff = new Date(clock.now().getTime() - CONFIRM_LINK_HOURS * HOUR_MS);
      const [row] = await db.db
        .update(specialPassenger)
        .set({ status: 'pending', confirmedAt: clock.now() })
        .where(and(eq(specialPassenger.emailTokenHash, tokenHash(token)), eq(specialPassenger.status, 'unconfirmed'), gte(specialPassenger.createdAt, cutoff)))
        .returning();
      if (!row) throw new AppError('linkInvalid');
      return stateOf(row);
    },

    /** The state of the registration a code names. */
    async state(authCode: string): Promise<RegistrationState> {
      const [row] = await db.db.select().from(specialPassenger).where(eq(specialPassenger.authCode, authCode));
      if (!row) throw new AppError('notFound');
      return stateOf(row);
    },

    /** The registrations waiting for review, oldest first. */
    async pending(): Promise<ReviewItem[]> {
      const rows = await db.db.select().from(specialPassenger).where(eq(specialPassenger.status, 'pending')).orderBy(asc(specialPassenger.id)).limit(200);
      return Promise.all(rows.map(reviewItem));
    },

    async registration(id: number): Promise<ReviewItem> {
      return reviewItem(await byId(id));
    },

    /** One proof file of a registration, for the reviewer's eyes only. */
    async file(registrationId: number, fileId: number): Promise<{ fileName: string; contentType: string; content: Buffer }> {
      const [file] = await db.db
        .select({ fileName: specialPassengerFile.fileName, contentType: specialPassengerFile.contentType, content: specialPassengerFile.content })
        .from(specialPassengerFile)
        .where(and(eq(specialPassengerFile.id, fileId), eq(specialPassengerFile.registrationId, registrationId)));
      if (!file) throw new AppError('notFound');
      return file;
    },

    /** Approves a pending registration until a date (YYYY-MM-DD, not before today). */
    async approve(id: number, validUntil: string, reviewer: string): Promise<ReviewItem> {
      const until = parseDate(validUntil);
      if (!until || formatDate(until) < formatDate(todayOf(clock.now()))) throw new AppError('e01', { fields: { validUntil: { code: 'e01' } } });
      return decide(id, { status: 'approved', validUntil: formatDate(until), refusalReason: null }, reviewer);
    },

    /** Refuses a pending registration with the reason the traveller will read. */
    async refuse(id: number, reason: string, reviewer: string): Promise<ReviewItem> {
      const text = reason.trim();
      if (text.length < 3 || text.length > 500) throw new AppError('e01', { fields: { reason: { code: 'e01' } } });
      return decide(id, { status: 'refused', refusalReason: text, validUntil: null }, reviewer);
    },

    /**
     * Whether a traveller may fly on a special type's fare on a date: an approved registration of that type, valid on
     * the date, whose surname, given name and document number are the traveller's.
     */
    async approvedFor(type: TicketType, traveller: { surname: string; givenName: string; documentNumber: string }, travelDate: string): Promise<boolean> {
      const [row] = await db.db
        .select({ id: specialPassenger.id })
        .from(specialPassenger)
        .where(
          and(
            eq(specialPassenger.ticketType, type),
            eq(specialPassenger.status, 'approved'),
            eq(specialPassenger.documentNumber, traveller.documentNumber.trim().toUpperCase()),
            eq(specialPassenger.surname, comparableName(traveller.surname)),
            eq(specialPassenger.givenName, comparableName(traveller.givenName)),
            sql`${specialPassenger.validUntil} >= ${travelDate}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type SpecialPassengers = ReturnType<typeof createSpecialPassengers>;
