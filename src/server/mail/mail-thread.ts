/**
 * The storefront's mail on a thread of its own (started by threaded-mailer.ts): each message is turned into MIME and
 * handed to the SMTP server or written to the outbox here, away from the thread that answers requests; orders'
 * confirmations are composed here too, from the order and its context.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { OrderView } from '../../domain/booking/order.ts';
import { systemClock } from '../platform/clock.ts';
import { type MailSettings, mailerFromConfig } from './create-mailer.ts';
import type { OutgoingMail } from './mailer.ts';
import { type ConfirmationContext, confirmationMail } from './order-mails.ts';

/** What the thread is given to do: one mail to send, or an order's confirmation to compose and send. */
export type MailWork = { readonly mail: OutgoingMail } | { readonly confirmation: { readonly order: OrderView; readonly context: ConfirmationContext } };

/** A message to the thread: its work, numbered for the answer. */
export type ToMailThread = MailWork & { readonly id: number };

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

/** The message's mail; a confirmation is composed first, and a failure to compose fails the send. */
const mailOf = async (work: MailWork): Promise<OutgoingMail> =>
  'mail' in work ? work.mail : confirmationMail(work.confirmation.order, work.confirmation.context);

port.on('message', (message: ToMailThread) => {
  mailOf(message)
    .then((mail) => mailer.send(mail))
    .then(
      () => port.postMessage({ id: message.id } satisfies FromMailThread),
      (error: unknown) => {
        const { name, message: text, code } = (error instanceof Error ? error : new Error(String(error))) as Error & { code?: unknown };
        const failure: SendFailure = { name, message: text, ...(typeof code === 'string' ? { code } : {}) };
        port.postMessage({ id: message.id, failure } satisfies FromMailThread);
      },
    );
});
