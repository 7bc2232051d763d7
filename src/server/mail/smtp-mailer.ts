import { createTransport } from 'nodemailer';
import type { Clock } from '../platform/clock.ts';
import type { Mailer } from './mailer.ts';
import { bareAddress, mimeMessage } from './mime-message.ts';

/** How long a send may wait on the SMTP server before it is given up. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * Mail through an SMTP server named by a URL: smtp://user:pass@host:587 (STARTTLS
 * when the server offers it) or smtps://user:pass@host:465 (TLS from the start).
 * Settings in the URL's query win over the time-outs given here. The message is the
 * one the outbox would write (mime-message.ts); nodemailer speaks SMTP.
 */
export function createSmtpMailer(options: { url: string; from: string; clock: Clock }): Mailer & { close(): void } {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      const raw = mimeMessage(mail, { from: options.from, date: options.clock.now() });
      await transport.sendMail({ envelope: { from: bareAddress(options.from), to: [bareAddress(mail.to)] }, raw });
    },
    close: () => transport.close(),
  };
}
