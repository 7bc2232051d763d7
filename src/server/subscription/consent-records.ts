import { asc, eq } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { type ConsentRecordRow, consentRecord } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';

export type ConsentEvent = 'requested' | 'confirmed' | 'withdrawn' | 'checkbox';
export type ConsentSource = 'page' | 'booking' | 'registration' | 'login' | 'mail';
export type ConsentMethod = 'emailLink' | 'unsubscribeLink' | 'oneClick' | 'member' | 'checkbox' | 'accountClosed';

export interface NewConsentRecord {
  readonly event: ConsentEvent;
  readonly email?: string;
  readonly topics?: readonly string[];
  readonly site?: string;
  readonly lang: string;
  readonly textVersion?: string;
  readonly consentText?: string;
  readonly source: ConsentSource;
  readonly method?: ConsentMethod;
  readonly operation?: string;
  readonly description?: string;
  readonly memberId?: number;
}

/** The consent audit trail: rows are only ever added, so that the history of every consent stays as it happened. */
export function createConsentRecords(deps: { db: DbHandle; clock: Clock }) {
  const { clock } = deps;
  const { db } = deps.db;
  return {
    async append(record: NewConsentRecord): Promise<void> {
      await db.insert(consentRecord).values({ ...record, topics: [...(record.topics ?? [])], at: clock.now() });
    },

    /** Everything recorded for an address, oldest first (for the member's own data and for tests). */
    async ofEmail(email: string): Promise<ConsentRecordRow[]> {
      return db.select().from(consentRecord).where(eq(consentRecord.email, email.toLowerCase())).orderBy(asc(consentRecord.id));
    },
  };
}

export type ConsentRecords = ReturnType<typeof createConsentRecords>;
