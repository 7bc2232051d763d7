/**
 * A stand-in for the mail thread, for the threaded mailer's tests: it notes each start in `threads.log` of its outbox
 * folder, ends itself on a mail whose subject is "end the thread" (as a thread that ran out of memory would), and
 * answers any other work as sent.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { MailSettings } from '../../src/server/mail/create-mailer.ts';
import type { FromMailThread, ToMailThread } from '../../src/server/mail/mail-thread.ts';

const { MAIL_OUTBOX_DIR } = workerData as MailSettings;
mkdirSync(MAIL_OUTBOX_DIR, { recursive: true });
appendFileSync(join(MAIL_OUTBOX_DIR, 'threads.log'), 'started\n');

parentPort?.on('message', (message: ToMailThread) => {
  const { id } = message;
  if ('mail' in message && message.mail.subject === 'end the thread') process.exit(3);
  parentPort?.postMessage({ id } satisfies FromMailThread);
});
