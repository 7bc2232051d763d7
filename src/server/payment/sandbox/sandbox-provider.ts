import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Money } from '../../../domain/money.ts';
import type { DbHandle } from '../../db/connect.ts';
import { placeholderSql } from '../../db/placeholder-sql.ts';
import { type SandboxPaymentRow, sandboxPayment } from '../../db/schema.ts';
import type { AppEnv } from '../../http/context.ts';
import { readForm } from '../../http/form-body.ts';
import { BoundedCache } from '../../platform/bounded-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { groupedWrites } from '../../platform/grouped-writes.ts';
import { NOTIFY_PATH, type PaymentEvent, type PaymentFailure, type PaymentProvider, type PaymentRequest, type PaymentStarted } from '../provider.ts';
import { type CardField, cardPage, challengePage, closedPage, pageSecurityPolicy } from './sandbox-page.ts';
import { cardBrand, cardDigits, cardOutcome, expiryValid, luhnValid } from './test-cards.ts';

/** Where the sandbox serves its hosted pages, below /api. */
export const SANDBOX_PATH = '/sandbox-pay';
export const SIGNATURE_HEADER = 'sandbox-signature';
/** Failed deliveries are tried again this many times, a little later each time. */
const DELIVERY_TRIES = 4;
/**
 * Our endpoint's acknowledgements are recorded together, this long after the first of a batch: one statement for all
 * the payments acknowledged meanwhile rather than one for each (under the order load, a statement and a commit of the
 * embedded database per order). One not recorded when the process ends is sent again on the next start.
 */
const ACKNOWLEDGEMENTS_MS = 50;
/** Room for the requests of about two thousand payments under way. */
const OPEN_REQUESTS_BYTES = 1024 * 1024;
/** The latest notifications kept for tests to read and replay: a process that runs for months keeps no more. */
const KEPT_NOTIFICATIONS = 100;

/** A notification as the sandbox sent it, for tests to replay. */
export interface SentNotification {
  readonly body: string;
  readonly signature: string;
}

export interface SandboxOptions {
  readonly clock: Clock;
  /** Where the sandbox keeps its payments, as a real provider keeps its own: a crash loses none. */
  readonly db: DbHandle;
  /** Key of the notifications' HMAC; random unless given. */
  readonly secret?: Buffer;
  /** Like many providers, the sandbox may notify twice; here it always does, the second a little later. */
  readonly duplicate?: boolean;
  /** Off, notifications are only recorded (`sent`) and tests deliver them with `replay`, in whatever order and number they like. */
  readonly autoDeliver?: boolean;
  /** How long a notification waits before it is first sent (none by default): a test stops the server in between. */
  readonly notifyDelayMs?: number;
  /** How many of the latest notifications `sent` keeps (KEPT_NOTIFICATIONS by default). */
  readonly keptNotifications?: number;
}

const EVENT_FIELDS = ['id', 'type', 'payment', 'reference', 'amount', 'currency'] as const;

/**
 * An embedded card payment provider that behaves like a real one: a hosted card
 * page under its own path, test cards for each outcome (success, decline,
 * insufficient funds, a 3-D Secure step), the traveller sent back to our site,
 * and the outcome confirmed by HMAC-signed notifications posted to our notify
 * endpoint afterwards, asynchronously, possibly twice. It keeps its payments in
 * the database (of a card only its last four digits and brand), marks each
 * notification once our endpoint acknowledges it, and on start sends again those
 * that never were, so that a crash between a payment and its notification loses nothing.
 */
export function createSandboxProvider(options: SandboxOptions) {
  const secret = options.secret ?? randomBytes(32);
  const duplicate = options.duplicate ?? true;
  const { db } = options.db;
  const sent: SentNotification[] = [];
  // Each payment's statements, built once and kept prepared by name (as in order-records.ts).
  const byRef = eq(sandboxPayment.ref, sql.placeholder('ref'));
  const findPayment = db.select().from(sandboxPayment).where(byRef).prepare('sandbox_payment_find');
  const openPayment = db
    .insert(sandboxPayment)
    .values({ ref: sql.placeholder('ref'), request: sql.placeholder('request'), state: 'open', createdAt: sql.placeholder('createdAt') })
    .prepare('sandbox_payment_open');
  const endPayment = db
    .update(sandboxPayment)
    .set({
      state: 'done',
      cardLast4: placeholderSql('cardLast4'),
      cardBrand: placeholderSql('cardBrand'),
      outcomeBody: placeholderSql('outcomeBody'),
      outcomeSignature: placeholderSql('outcomeSignature'),
    })
    .where(and(byRef, eq(sandboxPayment.state, sql.placeholder('from'))))
    .returning({ ref: sandboxPayment.ref })
    .prepare('sandbox_payment_end');
  const recordDeliveries = db
    .update(sandboxPayment)
    .set({ deliveredAt: placeholderSql('deliveredAt') })
    .where(and(sql`${sandboxPayment.ref} = any(${sql.placeholder('refs')}::text[])`, isNull(sandboxPayment.deliveredAt)))
    .prepare('sandbox_payment_delivered');
  const inFlight = new Set<Promise<void>>();
  /** The requests of the payments this process started whose card form has not been sent yet (see its post). */
  const openRequests = new BoundedCache<string, PaymentRequest>({ maxBytes: OPEN_REQUESTS_BYTES });
  const acknowledgements = groupedWrites<string>(async (refs) => {
    await recordDeliveries.execute({ refs, deliveredAt: options.clock.now() });
  }, ACKNOWLEDGEMENTS_MS);
  let notify: ((request: Request) => Promise<Response>) | undefined;

  // Imported once (see booking-address.ts): every payment is signed once and its notifications verified twice.
  const key = createSecretKey(secret);
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('hex');

  function post(note: SentNotification): Promise<Response> {
    if (!notify) throw new Error('The sandbox is not mounted');
    // With its length, as a provider's request over the network has: the body limit then judges it by the header
    // rather than reading it into a second Request (body-limit.ts).
    return notify(
      new Request(`http://sandbox.internal/api${NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(note.body)), [SIGNATURE_HEADER]: note.signature },
        body: note.body,
      }),
    );
  }

  /**
   * Delivers a notification later, trying again while our endpoint fails, and has our acknowledgement recorded with
   * the next batch (ACKNOWLEDGEMENTS_MS): once for the deliveries that share `acknowledgement` (the first and its repeat).
   */
  function deliver(ref: string, note: SentNotification, delayMs: number, acknowledgement = { noted: false }): void {
    track(async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      for (let attempt = 0; attempt < DELIVERY_TRIES; attempt++) {
        const response = await post(note).catch(() => undefined);
        if (response && response.status < 500) {
          if (acknowledgement.noted) return;
          acknowledgement.noted = true;
          // A failure (the database gone while the process stops) leaves it unrecorded: it is sent again on the next start.
          await acknowledgements.add(ref);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
    });
  }

  function track(work: () => Promise<void>): void {
    // A failure here (the database gone while the process stops) leaves the notification unacknowledged: it goes out on the next start.
    const task = work().catch(() => undefined);
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  }

  /**
   * Ends a payment once, from the state it was in when its last page was shown (`from`): the notification is signed
   * and stored, with the card that paid, before anyone is told. Answers false when the payment was not in that state
   * (it ended meanwhile, or its 3-D Secure step began), and then changes nothing.
   */
  async function finish(
    ref: string,
    request: PaymentRequest,
    from: 'open' | 'challenge',
    reason: PaymentFailure | null,
    card: { cardLast4: string | null; cardBrand: string | null },
  ): Promise<boolean> {
    const body = JSON.stringify({
      id: randomBytes(12).toString('hex'),
      type: reason ? 'payment.failed' : 'payment.succeeded',
      payment: ref,
      reference: request.reference,
      amount: request.amount.amount,
      currency: request.amount.currency,
      reason,
      created: options.clock.now().toISOString(),
    });
    const note = { body, signature: sign(body) };
    const ended = await endPayment.execute({
      ref,
      from,
      cardLast4: card.cardLast4,
      cardBrand: card.cardBrand,
      outcomeBody: note.body,
      outcomeSignature: note.signature,
    });
    openRequests.delete(ref);
    if (ended.length === 0) return false;
    sent.push(note);
    if (sent.length > (options.keptNotifications ?? KEPT_NOTIFICATIONS)) sent.shift();
    if (options.autoDeliver === false) return true;
    const delayMs = options.notifyDelayMs ?? 0;
    const acknowledgement = { noted: false };
    deliver(ref, note, delayMs, acknowledgement);
    if (duplicate) deliver(ref, note, delayMs + 20, acknowledgement);
    return true;
  }

  /** Sends again every notification our endpoint never acknowledged (the process ended before it could). */
  async function redeliver(): Promise<void> {
    const pending = await db
      .select({ ref: sandboxPayment.ref, body: sandboxPayment.outcomeBody, signature: sandboxPayment.outcomeSignature })
      .from(sandboxPayment)
      .where(and(isNotNull(sandboxPayment.outcomeBody), isNull(sandboxPayment.deliveredAt)));
    for (const { ref, body, signature } of pending) if (body && signature) deliver(ref, { body, signature }, 0);
  }

  /** The card form of a payment, as first shown or again with what was typed and what was wrong. */
  function cardPageOf(
    c: Context<AppEnv>,
    payment: SandboxPaymentRow,
    nonce: string,
    retry?: Pick<Parameters<typeof cardPage>[0], 'values' | 'errors'>,
  ): string {
    const { request } = payment;
    return cardPage({
      lang: request.lang,
      locale: request.locale,
      nonce,
      action: c.req.path,
      orderNo: request.orderNo,
      amount: request.amount,
      backUrl: request.backUrl,
      ...retry,
    });
  }

  const find = async (ref: string): Promise<SandboxPaymentRow | undefined> => (await findPayment.execute({ ref }))[0];

  function html(c: Context<AppEnv>, status: 200 | 400 | 404, render: (nonce: string) => string): Response {
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', pageSecurityPolicy(nonce));
    c.header('cache-control', 'no-store');
    return c.html(render(nonce), status);
  }

  const provider: PaymentProvider & {
    /** The latest notifications sent (keptNotifications of them), in order. */
    readonly sent: readonly SentNotification[];
    /** Resolves once every notification under way has been delivered (or given up). */
    idle(): Promise<void>;
    /** Posts a sent notification again, as a provider's retry would. */
    replay(note: SentNotification): Promise<Response>;
    /** The card details the sandbox kept of a payment. */
    cardOf(ref: string): Promise<{ last4: string; brand: string } | undefined>;
  } = {
    name: 'sandbox',
    sent,

    async start(request: PaymentRequest): Promise<PaymentStarted> {
      const ref = `sbx_${randomBytes(16).toString('base64url')}`;
      await openPayment.execute({ ref, request, createdAt: options.clock.now() });
      openRequests.set(ref, request);
      return { providerRef: ref, redirectUrl: `/api${SANDBOX_PATH}/${ref}` };
    },

    verify(rawBody: string, headers: Headers): PaymentEvent | undefined {
      const given = headers.get(SIGNATURE_HEADER) ?? '';
      const expected = sign(rawBody);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined;
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return undefined;
      }
      if (!EVENT_FIELDS.every((key) => event[key] !== undefined)) return undefined;
      return {
        eventId: String(event.id),
        providerRef: String(event.payment),
        reference: String(event.reference),
        outcome: event.type === 'payment.succeeded' ? 'succeeded' : 'failed',
        reason: (event.reason as PaymentFailure | null) ?? null,
        amount: { amount: Number(event.amount), currency: String(event.currency) } satisfies Money,
      };
    },

    async lookup(ref: string): Promise<PaymentEvent | undefined> {
      const payment = await find(ref);
      if (!payment?.outcomeBody || !payment.outcomeSignature) return undefined;
      return provider.verify(payment.outcomeBody, new Headers({ [SIGNATURE_HEADER]: payment.outcomeSignature }));
    },

    async refund(ref: string): Promise<void> {
      await db.update(sandboxPayment).set({ state: 'refunded' }).where(eq(sandboxPayment.ref, ref));
    },

    mount(app: Hono<AppEnv>, deliverTo: (request: Request) => Promise<Response>): void {
      notify = deliverTo;
      if (options.autoDeliver !== false) track(redeliver);
      const path = `${SANDBOX_PATH}/:ref`;
      const open = (c: Context<AppEnv>) => find(c.req.param('ref') ?? '');
      // The page of a payment that is not (or no longer) in the state the request needs, in its language where it is known.
      const closed = (c: Context<AppEnv>, request: PaymentRequest | undefined) =>
        html(c, 404, (nonce) => closedPage(request?.lang ?? c.get('lang'), nonce, request?.backUrl));

      app.get(path, async (c) => {
        const payment = await open(c);
        if (payment?.state !== 'open') return closed(c, payment?.request);
        return html(c, 200, (nonce) => cardPageOf(c, payment, nonce));
      });

      app.post(path, async (c) => {
        const ref = c.req.param('ref') ?? '';
        const form = await readForm(c, false);
        const text = (name: CardField) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
        const digits = cardDigits(text('number'));
        const errors: CardField[] = [];
        if (!luhnValid(digits)) errors.push('number');
        if (!expiryValid(text('expiry'), options.clock.now())) errors.push('expiry');
        if (!/^\d{3,4}$/.test(text('cvc'))) errors.push('cvc');
        if (text('holder').length < 2) errors.push('holder');
        // A card that may pay ends the payment by a statement that finds it still open (finish); the payment itself is
        // read only to show the form again, or when this process did not start it.
        let request = errors.length === 0 ? openRequests.get(ref) : undefined;
        if (!request) {
          const payment = await find(ref);
          if (payment?.state !== 'open') return closed(c, payment?.request);
          if (errors.length > 0)
            return html(c, 400, (nonce) => cardPageOf(c, payment, nonce, { values: { expiry: text('expiry'), holder: text('holder') }, errors }));
          request = payment.request;
        }
        const card = { cardLast4: digits.slice(-4), cardBrand: cardBrand(digits) };
        const outcome = cardOutcome(digits);
        if (outcome.kind === 'challenge') {
          const challenged = await db
            .update(sandboxPayment)
            .set({ ...card, state: 'challenge' })
            .where(and(eq(sandboxPayment.ref, ref), eq(sandboxPayment.state, 'open')))
            .returning({ ref: sandboxPayment.ref });
          openRequests.delete(ref);
          if (challenged.length === 0) return closed(c, request);
          return c.redirect(`/api${SANDBOX_PATH}/${ref}/challenge`, 303);
        }
        if (!(await finish(ref, request, 'open', outcome.kind === 'failure' ? outcome.reason : null, card))) return closed(c, request);
        return c.redirect(request.returnUrl, 303);
      });

      app.get(`${path}/challenge`, async (c) => {
        const payment = await open(c);
        const last4 = payment?.cardLast4;
        if (payment?.state !== 'challenge' || !last4) return closed(c, payment?.request);
        const { request } = payment;
        return html(c, 200, (nonce) =>
          challengePage({ lang: request.lang, locale: request.locale, nonce, action: c.req.path, amount: request.amount, last4, backUrl: request.backUrl }),
        );
      });

      app.post(`${path}/challenge`, async (c) => {
        const payment = await open(c);
        if (payment?.state !== 'challenge') return closed(c, payment?.request);
        const form = await readForm(c, false);
        const ended = await finish(payment.ref, payment.request, 'challenge', form.decision === 'approve' ? null : 'authenticationFailed', payment);
        if (!ended) return closed(c, payment.request);
        return c.redirect(payment.request.returnUrl, 303);
      });
    },

    async idle(): Promise<void> {
      for (;;) {
        // Acknowledgements waiting for their batch are recorded now.
        await acknowledgements.idle();
        if (inFlight.size === 0) return;
        await Promise.all([...inFlight]);
      }
    },

    replay: (note) => post(note),
    async cardOf(ref) {
      const payment = await find(ref);
      return payment?.cardLast4 && payment.cardBrand ? { last4: payment.cardLast4, brand: payment.cardBrand } : undefined;
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
