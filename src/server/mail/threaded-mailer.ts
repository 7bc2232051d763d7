import { Worker } from 'node:worker_threads';
import type { MailSettings } from './create-mailer.ts';
import type { FromMailThread, MailWork, SendFailure, ToMailThread } from './mail-thread.ts';
import type { Mailer } from './mailer.ts';
import type { ConfirmationSender } from './order-mails.ts';

/** A send that failed on the mail thread, with the name and code the thread saw (order-confirmations.ts logs them). */
export class MailThreadError extends Error {
  readonly code: string | undefined;

  constructor(failure: SendFailure) {
    super(failure.message);
    this.name = failure.name;
    this.code = failure.code;
  }
}

/**
 * A thread with no mail for this long is ended, and the next mail starts another: its heap, grown under a load, is
 * given back, as the request thread's is when idle (platform/heap-release.ts).
 */
const IDLE_THREAD_MS = 5_000;

/** A mail thread as the mailer holds it: the mail it was given and has not answered, and its idle timer. */
interface MailThread {
  readonly worker: Worker;
  readonly pending: Map<number, { sent: () => void; failed: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

const ignore = () => undefined;

/** The mail thread's script; a test may give another. */
const MAIL_THREAD = new URL('./mail-thread.ts', import.meta.url);

/**
 * The server's mailer on a thread of its own (mail-thread.ts), behind the same Mailer. Turning a confirmation into
 * MIME and writing it out took about a millisecond of the request thread per order, an eighth of all that thread did
 * for an order on the embedded database; here only the message's text crosses over. An order's confirmation is
 * composed there as well (sendConfirmation): its text, HTML and calendar took another 3% of the request thread. A
 * thread that ended (it should not) fails the mail it held, which the confirmations' recovery pass sends again, and
 * the next mail starts another. `close` lets the mail under way finish.
 */
export function createThreadedMailer(
  settings: MailSettings,
  options: { script?: URL; idleMs?: number } = {},
): Mailer & { sendConfirmation: ConfirmationSender; close(): Promise<void> } {
  const { script = MAIL_THREAD, idleMs = IDLE_THREAD_MS } = options;
  let thread: MailThread | undefined;
  const underWay = new Set<Promise<void>>();
  let next = 0;
  let closed = false;

  function start() {
    // The thread holds a message or two at a time, so its heap is kept small.
    const worker = new Worker(script, { workerData: settings, resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 } });
    const started: MailThread = { worker, pending: new Map() };
    // Only a mail under way keeps the process up.
    worker.unref();
    worker.on('message', ({ id, failure }: FromMailThread) => {
      const waiting = started.pending.get(id);
      started.pending.delete(id);
      if (started.pending.size === 0) {
        worker.unref();
        started.idle = setTimeout(() => {
          if (thread === started) thread = undefined;
          void worker.terminate();
        }, idleMs);
        started.idle.unref();
      }
      if (failure) waiting?.failed(new MailThreadError(failure));
      else waiting?.sent();
    });
    const end = (error: Error) => {
      if (thread === started) thread = undefined;
      for (const waiting of started.pending.values()) waiting.failed(error);
      started.pending.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the mail thread ended (code ${code})`)));
    return started;
  }

  /** Hands one message to the thread (starting one if none runs) and answers when the thread has sent its mail. */
  function post(work: MailWork): Promise<void> {
    if (closed) return Promise.reject(new Error('the mailer is closed'));
    thread ??= start();
    clearTimeout(thread.idle);
    const { worker, pending } = thread;
    const id = ++next;
    const sending = new Promise<void>((sent, failed) => {
      pending.set(id, { sent, failed });
      worker.ref();
      worker.postMessage({ id, ...work } satisfies ToMailThread);
    });
    // What close waits for: the send's end, whichever way it went.
    const ended = sending.then(ignore, ignore).finally(() => underWay.delete(ended));
    underWay.add(ended);
    return sending;
  }

  return {
    send: (mail) => post({ mail }),
    sendConfirmation: (order, context) => post({ confirmation: { order, context } }),
    async close() {
      closed = true;
      await Promise.all(underWay);
      const ending = thread;
      thread = undefined;
      if (ending) {
        clearTimeout(ending.idle);
        await ending.worker.terminate();
      }
    },
  };
}
