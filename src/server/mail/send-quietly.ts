import type { Logger } from '../platform/logger.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * Sends a message without holding up or failing the request that caused it: the
 * caller's reply must not depend on the mail (a password-reset request answers the
 * same whether or not a message went out). A failure is logged by its kind and
 * error code only; transports put addresses into their error messages.
 */
export function sendQuietly(mailer: Mailer, logger: Logger, kind: string, mail: OutgoingMail): void {
  let sending: Promise<void>;
  try {
    sending = mailer.send(mail);
  } catch (error) {
    sending = Promise.reject(error);
  }
  sending.catch((error: unknown) => {
    const details = error instanceof Error ? (error as Error & { code?: unknown; responseCode?: unknown }) : undefined;
    logger.error('mail not sent', {
      kind,
      error: details?.name ?? 'unknown',
      code: typeof details?.code === 'string' ? details.code : undefined,
      responseCode: typeof details?.responseCode === 'number' ? details.responseCode : undefined,
    });
  });
}
