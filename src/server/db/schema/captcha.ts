import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A captcha image's code, kept hashed until it is answered or expires (0002). */
export const captcha = pgTable(
  'captcha',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_expires_at').on(t.expiresAt)],
);

export type CaptchaRow = typeof captcha.$inferSelect;

/**
 * A proof-of-work challenge already spent (0017), by its signature, until it would
 * have expired anyway: each solved challenge opens one protected call.
 */
export const spentProofOfWork = pgTable(
  'spent_proof_of_work',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_proof_of_work_expires_at').on(t.expiresAt)],
);
