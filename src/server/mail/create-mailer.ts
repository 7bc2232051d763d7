import { resolve } from 'node:path';
import type { Clock } from '../platform/clock.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The server's mailer: SMTP when SMTP_URL is set, else the local outbox folder. */
export function mailerFromConfig(
  config: { SMTP_URL?: string; MAIL_FROM: string; MAIL_OUTBOX_DIR: string },
  clock: Clock,
): { mailer: Mailer; kind: 'smtp' | 'outbox'; close(): void } {
  if (config.SMTP_URL) {
    const smtp = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
    return { mailer: smtp, kind: 'smtp', close: () => smtp.close() };
  }
  return { mailer: createOutboxMailer({ dir: resolve(config.MAIL_OUTBOX_DIR), from: config.MAIL_FROM, clock }), kind: 'outbox', close: () => undefined };
}
