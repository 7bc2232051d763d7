import { createHash } from 'node:crypto';
import { normalisedEmail, normalisedPhone } from '../../domain/member/person-identity.ts';
import type { Database } from '../db/connect.ts';
import { welcomeGrant } from '../db/schema.ts';

/** The person a welcome coupon went to, as hashes: equal for the same mailbox or phone however it was typed. */
export function personKeys(person: { email: string; areaCode: string; phone: string }): { emailKey: string; phoneKey: string } {
  const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
  return { emailKey: hash(`email:${normalisedEmail(person.email)}`), phoneKey: hash(`phone:${normalisedPhone(person.areaCode, person.phone)}`) };
}

/**
 * Records that the person has had the welcome coupon; false when their e-mail or their phone had one before, on
 * this account or on one since deleted. Two claims at once for one person: the unique keys let one through.
 */
export async function claimWelcome(db: Database, person: { email: string; areaCode: string; phone: string }, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(welcomeGrant)
    .values({ ...personKeys(person), grantedAt: now })
    .onConflictDoNothing()
    .returning({ emailKey: welcomeGrant.emailKey });
  return claimed.length > 0;
}
