/**
 * The storefront's mail on a thread of its own (started by threaded-mailer.ts): each message is turned into MIME and
 * handed to the SMTP server or written to the outbox here, away from the thread that answers requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { systemClock } from '../platform/clock.ts';
import { type MailSettings, mailerFromConfig } from './create-mailer.ts';
import type { OutgoingMail } from './mailer.ts';

/** A message to the thread: one mail to send. */
export interface ToMailThread {
  readonly id: number;
  readonly mail: OutgoingMail;
}

/** A failed send, as the thread tells it: enough for the sender's log (its name and code) and no more. */
export interface SendFailure {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

/** A message from the thread: a mail sent, or not. */
export interface FromMailThread {
  readonly id: number;
  readonly failure?: SendFailure;
}

const port = parentPort;
if (!port) throw new Error('mail-thread.ts runs as a worker thread');
// The thread ends when the server ends it (threaded-mailer.ts), and an SMTP connection with it.
const { mailer } = mailerFromConfig(workerData as MailSettings, systemClock);

port.on('message', (message: ToMailThread) => {
  mailer.send(message.mail).then(
    () => port.postMessage({ id: message.id } satisfies FromMailThread),
    (error: unknown) => {
      const { name, message: text, code } = (error instanceof Error ? error : new Error(String(error))) as Error & { code?: unknown };
      const failure: SendFailure = { name, message: text, ...(typeof code === 'string' ? { code } : {}) };
      port.postMessage({ id: message.id, failure } satisfies FromMailThread);
    },
  );
});
