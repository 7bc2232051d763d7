import type { BookingSoFar, ExtrasChoices, PendingOrder } from '../../domain/booking/funnel-extras.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Money } from '../../domain/money.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { DiscountChoice } from './DiscountSlot.tsx';
import type { extrasCalls } from './extras-calls.ts';
import { orderExtras } from './extras-choices.ts';

export interface OrderSubmission {
  readonly site: string;
  readonly lang: Lang;
  readonly handoff: BookingSoFar;
  readonly choices: ExtrasChoices;
  readonly expectedTotal: Money;
  readonly discount: DiscountChoice | null;
  /** The unpaid order this page made before, if any. */
  readonly pending: PendingOrder | undefined;
  /** Remembers (or forgets) the unpaid order the page made, so that coming back does not book twice. */
  readonly keepPending: (pending: PendingOrder | undefined) => void;
}

type Calls = Pick<typeof extrasCalls, 'createOrder' | 'cancelOrder' | 'jump'>;

/**
 * Books and starts paying: creates the order (session, choices, passengers,
 * contact, extras, discount and the total shown), then the payment jump, and
 * answers the provider's page. An order this page already made with the same
 * body is paid as it is; one made with other choices is cancelled first, so its
 * seats are free for the new one. Failures are the calls' ApiErrors.
 */
export async function submitOrder(input: OrderSubmission, calls: Calls): Promise<string> {
  const { handoff } = input;
  const body = {
    session: handoff.execution,
    choices: handoff.chosen.map(({ set, sol, familyId }) => ({ set, sol, familyId })),
    passengers: handoff.passengers,
    contact: handoff.contact,
    extras: orderExtras(input.choices),
    ...(input.discount ? { discount: input.discount.request } : {}),
  };
  const fingerprint = JSON.stringify(body);
  let pending = input.pending;
  if (pending && pending.fingerprint === fingerprint) {
    try {
      return (await calls.jump(input.site, input.lang, pending.orderNo)).url;
    } catch (error) {
      // Expired or cancelled meanwhile: book it again below.
      if (!isApiError(error) || (error.code !== 'orderClosed' && error.code !== 'notFound')) throw error;
      pending = undefined;
      input.keepPending(undefined);
    }
  }
  if (pending) {
    await calls.cancelOrder(pending.orderNo).catch(() => undefined);
    input.keepPending(undefined);
  }
  const order = await calls.createOrder(
    { execution: handoff.execution, country: input.site, language: input.lang },
    { ...body, expectedTotal: input.expectedTotal },
  );
  input.keepPending({ orderNo: order.orderNo, fingerprint, choices: input.choices });
  return (await calls.jump(input.site, input.lang, order.orderNo)).url;
}
