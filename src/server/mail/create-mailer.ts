import { resolve } from 'node:path';
import type { Clock } from '../platform/clock.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** Where a server's mail goes and whom it is from. */
export interface MailSettings {
  readonly SMTP_URL?: string;
  readonly MAIL_FROM: string;
  readonly MAIL_OUTBOX_DIR: string;
}

/** Where the settings send mail: through SMTP when SMTP_URL is set, else into the local outbox folder. */
export const mailTransport = (config: MailSettings): 'smtp' | 'outbox' => (config.SMTP_URL ? 'smtp' : 'outbox');

/** The server's mailer, by mailTransport. */
export function mailerFromConfig(config: MailSettings, clock: Clock): { mailer: Mailer; kind: 'smtp' | 'outbox'; close(): void } {
  const kind = mailTransport(config);
  if (kind === 'smtp' && config.SMTP_URL) {
    const smtp = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, clock });
    return { mailer: smtp, kind, close: () => smtp.close() };
  }
  return { mailer: createOutboxMailer({ dir: resolve(config.MAIL_OUTBOX_DIR), from: config.MAIL_FROM, clock }), kind, close: () => undefined };
}
