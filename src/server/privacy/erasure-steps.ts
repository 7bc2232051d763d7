import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { accountKey } from '../../domain/member/member-number.ts';
import { normalisedEmail } from '../../domain/member/person-identity.ts';
import { emailKey } from '../booking/guest-orders.ts';
import type { Database } from '../db/connect.ts';
import {
  bookingOrder,
  consentRecord,
  loginFailure,
  member,
  memberSns,
  orderEmailCode,
  pendingRegistration,
  pendingSubscription,
  requestAttempt,
  snsToken,
  subscriber,
} from '../db/schema.ts';
import { loginAccountKey } from '../member/members.ts';
import type { ConsentMethod } from '../subscription/consent-records.ts';

/** The member whose account is closing, as the steps find their rows. */
export interface ClosingMember {
  readonly id: number;
  readonly memberNo: string;
  readonly email: string;
  readonly areaCode: string;
  readonly phone: string;
}

/**
 * One part of closing an account (GDPR article 17): the member's rows of some tables erased or anonymised. The
 * steps run in order in one transaction; a table that comes to hold a member's data gets a step (or a foreign key
 * to the member that cascades), and the API test that scans every table fails until it does.
 */
export interface ErasureStep {
  readonly name: string;
  readonly erase: (db: Database, person: ClosingMember) => Promise<void>;
}

/** What an order's contact becomes: the shape the order pages read, with nothing in it. */
const ERASED_CONTACT = { contactName: '', areaCode: '', phone: '', email: '' };

/**
 * Orders stay as accounting records (see the README's "Personal data"): what was sold, when, for how much and how
 * it was paid, with the tickets. Each passenger keeps only the type and the adult an infant sits with, which the
 * fares were priced by; names, birthdays, documents, contact and the links to the member and the browser go.
 */
const orders: ErasureStep = {
  name: 'orders',
  erase: async (db, person) => {
    await db
      .update(bookingOrder)
      .set({
        passengers: sql`(select coalesce(jsonb_agg(jsonb_build_object('type', p -> 'type', 'infantOf', p -> 'infantOf', 'fields', '{}'::jsonb) order by n), '[]'::jsonb)
          from jsonb_array_elements(${bookingOrder.passengers}) with ordinality as e(p, n))`,
        contact: ERASED_CONTACT,
        memberId: null,
        holder: 'erased',
        visitorHash: null,
        addressHash: null,
      })
      .where(eq(bookingOrder.memberId, person.id));
  },
};

/** Finished social logins not used yet (five minutes at most) that came back with the member's identity or address. */
const socialLoginTokens: ErasureStep = {
  name: 'socialLoginTokens',
  erase: async (db, person) => {
    const bound = await db.select({ channel: memberSns.channel, subject: memberSns.subject }).from(memberSns).where(eq(memberSns.memberId, person.id));
    const identities = bound.map((b) => and(eq(snsToken.channel, b.channel), eq(snsToken.subject, b.subject)));
    await db.delete(snsToken).where(or(sql`lower(${snsToken.email}) = ${person.email.toLowerCase()}`, ...identities));
  },
};

/**
 * The counts of failed logins and limited requests under the member's ids as they were typed. Taking them away
 * frees nobody from a limit that matters: the account they counted against no longer exists.
 */
const attemptCounts: ErasureStep = {
  name: 'attemptCounts',
  erase: async (db, person) => {
    const keys = [
      loginAccountKey(person),
      accountKey('account', person.email),
      accountKey('account', person.memberNo),
      accountKey('phone', person.phone, person.areaCode),
      `mailbox:${normalisedEmail(person.email)}`,
      `email:${emailKey(person.email)}`,
    ];
    await db.delete(loginFailure).where(inArray(loginFailure.account, keys));
    await db.delete(requestAttempt).where(inArray(requestAttempt.key, keys));
  },
};

/** A registration with the member's address or phone still waiting for its link. */
const pendingRegistrations: ErasureStep = {
  name: 'pendingRegistrations',
  erase: async (db, person) => {
    await db
      .delete(pendingRegistration)
      .where(
        or(
          sql`lower(${pendingRegistration.email}) = ${person.email.toLowerCase()}`,
          and(eq(pendingRegistration.areaCode, person.areaCode), eq(pendingRegistration.phone, person.phone)),
        ),
      );
  },
};

/** A code e-mailed to look up the orders of the member's address. */
const orderEmailCodes: ErasureStep = {
  name: 'orderEmailCodes',
  erase: async (db, person) => {
    await db.delete(orderEmailCode).where(eq(orderEmailCode.emailHash, emailKey(person.email)));
  },
};

/**
 * The e-mail offers of the member's address: an active subscription is withdrawn, with a record of it, and the
 * address leaves the list and its pending requests. The consent trail stays as the proof that every offer mailed had
 * been asked for (GDPR article 7(1)), but keeps the address only as its SHA-256: enough to answer a complaint about
 * that address, nothing to mail it with.
 */
const subscriptions: ErasureStep = {
  name: 'subscriptions',
  erase: async (db, person) => {
    const email = person.email.toLowerCase();
    const active = await db
      .select()
      .from(subscriber)
      .where(and(eq(subscriber.email, email), isNotNull(subscriber.confirmedAt), isNull(subscriber.withdrawnAt)));
    const method: ConsentMethod = 'accountClosed';
    for (const row of active) {
      await db
        .insert(consentRecord)
        .values({ event: 'withdrawn', email, topics: row.topics, site: row.site, lang: row.lang, source: 'page', method, memberId: person.id, at: sql`now()` });
    }
    await db.delete(subscriber).where(eq(subscriber.email, email));
    await db.delete(pendingSubscription).where(eq(pendingSubscription.email, email));
    await db
      .update(consentRecord)
      .set({ email: sql`'sha256:' || encode(sha256(convert_to(${email}, 'UTF8')), 'hex')` })
      .where(eq(consentRecord.email, email));
  },
};

/**
 * The account itself, last: its cards, sessions, e-mailed links, identity documents, login keys, saved passengers
 * and contacts, social accounts and coupons go with it (their foreign keys cascade). The welcome-coupon grant is
 * not the member's row and stays: it holds only hashes, so that the same person earns no second welcome coupon.
 */
const account: ErasureStep = {
  name: 'account',
  erase: async (db, person) => {
    await db.delete(member).where(eq(member.id, person.id));
  },
};

/** The steps of closing an account, in the order they run. */
export const ERASURE_STEPS: readonly ErasureStep[] = [orders, socialLoginTokens, attemptCounts, pendingRegistrations, orderEmailCodes, subscriptions, account];
