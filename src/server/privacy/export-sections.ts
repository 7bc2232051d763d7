import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MemberDataSection } from '../../domain/member/privacy-schemas.ts';
import type { Database } from '../db/connect.ts';
import {
  bookingOrder,
  consentRecord,
  loginFailure,
  member,
  memberCard,
  memberCertificate,
  memberCoupon,
  memberSession,
  memberSns,
  memberSnsUnbind,
  milesEntry,
  savedContact,
  savedPassenger,
  subscriber,
  ticket,
} from '../db/schema.ts';
import { loginAccountKey } from '../member/members.ts';

/**
 * One part of a member's data export: its name in the document and how it is read. A table that comes to hold a
 * member's data gets a section here, and the export picks it up.
 */
export interface ExportSection {
  readonly name: string;
  readonly collect: (db: Database, memberId: number) => Promise<MemberDataSection>;
}

/** The account itself; never the password hash, which is no information about the member. */
const profile: ExportSection = {
  name: 'profile',
  collect: async (db, memberId) => {
    const [row] = await db
      .select({
        memberNo: member.memberNo,
        givenName: member.givenName,
        surname: member.surname,
        email: member.email,
        areaCode: member.areaCode,
        phone: member.phone,
        birthday: member.birthday,
        gender: member.gender,
        nationality: member.nationality,
        tier: member.tier,
        createdAt: member.createdAt,
        emailVerifiedAt: member.emailVerifiedAt,
        ffpEnrolledAt: member.ffpEnrolledAt,
        registeredFrom: member.registeredFrom,
      })
      .from(member)
      .where(eq(member.id, memberId));
    return row ?? null;
  },
};

const cards: ExportSection = {
  name: 'cards',
  collect: (db, memberId) =>
    db
      .select({ cardNo: memberCard.cardNo, holderName: memberCard.holderName, disabled: memberCard.disabled })
      .from(memberCard)
      .where(eq(memberCard.memberId, memberId))
      .orderBy(asc(memberCard.idx)),
};

const identityDocuments: ExportSection = {
  name: 'identityDocuments',
  collect: (db, memberId) =>
    db
      .select({
        type: memberCertificate.type,
        number: memberCertificate.number,
        issuer: memberCertificate.issuer,
        expiry: memberCertificate.expiry,
        createdAt: memberCertificate.createdAt,
      })
      .from(memberCertificate)
      .where(eq(memberCertificate.memberId, memberId))
      .orderBy(asc(memberCertificate.id)),
};

const savedPassengers: ExportSection = {
  name: 'savedPassengers',
  collect: async (db, memberId) => {
    const rows = await db.select().from(savedPassenger).where(eq(savedPassenger.memberId, memberId)).orderBy(asc(savedPassenger.id));
    return rows.map(({ id: _id, memberId: _member, ...passenger }) => passenger);
  },
};

const savedContacts: ExportSection = {
  name: 'savedContacts',
  collect: async (db, memberId) => {
    const rows = await db.select().from(savedContact).where(eq(savedContact.memberId, memberId)).orderBy(asc(savedContact.id));
    return rows.map(({ id: _id, memberId: _member, ...contact }) => contact);
  },
};

/** Every order the member made while logged in, with its tickets; not the hashes of the device and address it came from. */
const orders: ExportSection = {
  name: 'orders',
  collect: async (db, memberId) => {
    const rows = await db.select().from(bookingOrder).where(eq(bookingOrder.memberId, memberId)).orderBy(asc(bookingOrder.createdAt), asc(bookingOrder.id));
    const ids = rows.map((row) => row.id);
    const tickets = ids.length
      ? await db
          .select({ orderId: ticket.orderId, ticketNo: ticket.ticketNo, passenger: ticket.passenger, issuedAt: ticket.issuedAt })
          .from(ticket)
          .where(inArray(ticket.orderId, ids))
          .orderBy(asc(ticket.ticketNo))
      : [];
    return rows.map((row) => ({
      orderNo: row.orderNo,
      locator: row.locator,
      status: row.status,
      site: row.site,
      lang: row.lang,
      trip: row.trip,
      passengers: row.passengers,
      contact: row.contact,
      price: row.price,
      extras: row.extras,
      currency: row.currency,
      totalAmount: row.totalAmount,
      createdAt: row.createdAt,
      paidAt: row.paidAt,
      ticketedAt: row.ticketedAt,
      closedAt: row.closedAt,
      tickets: tickets.filter((t) => t.orderId === row.id).map(({ orderId: _order, ...rest }) => rest),
    }));
  },
};

const coupons: ExportSection = {
  name: 'coupons',
  collect: (db, memberId) =>
    db
      .select({
        kind: memberCoupon.kind,
        code: memberCoupon.code,
        currency: memberCoupon.currency,
        amount: memberCoupon.amount,
        minSpend: memberCoupon.minSpend,
        sites: memberCoupon.sites,
        validFrom: memberCoupon.validFrom,
        validTo: memberCoupon.validTo,
        issuedAt: memberCoupon.issuedAt,
        boundAt: memberCoupon.boundAt,
        usedAt: memberCoupon.usedAt,
      })
      .from(memberCoupon)
      .where(eq(memberCoupon.memberId, memberId))
      .orderBy(asc(memberCoupon.issuedAt)),
};

const socialAccounts: ExportSection = {
  name: 'socialAccounts',
  collect: async (db, memberId) => ({
    bound: await db
      .select({ channel: memberSns.channel, subject: memberSns.subject, email: memberSns.email, name: memberSns.name, boundAt: memberSns.boundAt })
      .from(memberSns)
      .where(eq(memberSns.memberId, memberId))
      .orderBy(asc(memberSns.boundAt)),
    unbound: await db
      .select({ channel: memberSnsUnbind.channel, at: memberSnsUnbind.at })
      .from(memberSnsUnbind)
      .where(eq(memberSnsUnbind.memberId, memberId))
      .orderBy(asc(memberSnsUnbind.at)),
  }),
};

const sessions: ExportSection = {
  name: 'sessions',
  collect: (db, memberId) =>
    db
      .select({ startedAt: memberSession.createdAt, lastSeenAt: memberSession.lastSeenAt, expiresAt: memberSession.expiresAt })
      .from(memberSession)
      .where(eq(memberSession.memberId, memberId))
      .orderBy(asc(memberSession.createdAt)),
};

/** When someone failed to log in to the account; not from where, as that address may be anyone's. */
const failedLogins: ExportSection = {
  name: 'failedLogins',
  collect: async (db, memberId) => {
    const rows = await db
      .select({ at: loginFailure.at })
      .from(loginFailure)
      .where(eq(loginFailure.account, loginAccountKey({ id: memberId })))
      .orderBy(asc(loginFailure.at));
    return rows.map((row) => row.at.toISOString());
  },
};

/** The account's e-mail address as subscriptions keep it (lower-cased), or none once the account is gone. */
async function subscriberEmail(db: Database, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: sql<string>`lower(${member.email})` })
    .from(member)
    .where(eq(member.id, memberId));
  return row?.email;
}

/** The e-mail offers the account's address is subscribed to, on each site, as they stand. */
const subscriptions: ExportSection = {
  name: 'subscriptions',
  collect: async (db, memberId) => {
    const email = await subscriberEmail(db, memberId);
    if (!email) return [];
    return db
      .select({
        site: subscriber.site,
        lang: subscriber.lang,
        topics: subscriber.topics,
        confirmedAt: subscriber.confirmedAt,
        withdrawnAt: subscriber.withdrawnAt,
      })
      .from(subscriber)
      .where(eq(subscriber.email, email))
      .orderBy(asc(subscriber.id));
  },
};

/** Every consent the member gave or withdrew, and every consent box ticked, with the words shown. */
const consents: ExportSection = {
  name: 'consents',
  collect: async (db, memberId) => {
    const email = (await subscriberEmail(db, memberId)) ?? '';
    return db
      .select({
        event: consentRecord.event,
        email: consentRecord.email,
        topics: consentRecord.topics,
        site: consentRecord.site,
        lang: consentRecord.lang,
        textVersion: consentRecord.textVersion,
        consentText: consentRecord.consentText,
        source: consentRecord.source,
        method: consentRecord.method,
        operation: consentRecord.operation,
        description: consentRecord.description,
        at: consentRecord.at,
      })
      .from(consentRecord)
      .where(or(eq(consentRecord.memberId, memberId), eq(consentRecord.email, email)))
      .orderBy(asc(consentRecord.id));
  },
};

/** The miles account: every accrual, redemption, credit back and adjustment, oldest first. */
const miles: ExportSection = {
  name: 'miles',
  collect: (db, memberId) =>
    db
      .select({ kind: milesEntry.kind, miles: milesEntry.miles, orderNo: milesEntry.orderNo, reason: milesEntry.reason, createdAt: milesEntry.createdAt })
      .from(milesEntry)
      .where(eq(milesEntry.memberId, memberId))
      .orderBy(asc(milesEntry.id)),
};

/** The sections of the export, in the order the document lists them. */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  profile,
  cards,
  identityDocuments,
  savedPassengers,
  savedContacts,
  orders,
  miles,
  coupons,
  socialAccounts,
  subscriptions,
  consents,
  sessions,
  failedLogins,
];
