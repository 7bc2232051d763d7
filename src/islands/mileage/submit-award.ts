import type { AwardSelection } from '../../domain/mileage/award-selection.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { PendingAward } from '../../stores/award-funnel.ts';
import type { AwardOrderBody, MileageCalls } from './mileage-calls.ts';

export interface AwardSubmission {
  readonly selection: AwardSelection;
  /** The travellers ticked, by psgId, in the order shown. */
  readonly travellers: readonly string[];
  readonly contact: AwardOrderBody['contact'];
  /** The unpaid award order this page made before, if any. */
  readonly pending: PendingAward | undefined;
  /** Remembers (or forgets) the unpaid order the page made, so that coming back does not spend the miles twice. */
  readonly keepPending: (pending: PendingAward | undefined) => void;
}

type Calls = Pick<MileageCalls, 'createOrder' | 'cancelOrder' | 'jump'>;

/** The order's body: the choices, the travellers, the contact, and the miles and taxes shown (the server refuses others: priceChanged). */
export function awardOrderBody(input: Pick<AwardSubmission, 'selection' | 'travellers' | 'contact'>): AwardOrderBody {
  const { selection } = input;
  return {
    session: selection.execution,
    choices: selection.choices.map(({ set, sol, cabin }) => ({ set, sol, cabin })),
    travellers: [...input.travellers],
    contact: input.contact,
    expectedMiles: selection.quote.totalMiles,
    expectedTaxes: selection.quote.totalTaxes,
  };
}

/**
 * Books the award and starts paying its taxes: creates the order (which spends
 * the miles and holds the seats), then the payment jump, and answers the
 * provider's page, as the cash booking does (submit-order.ts). An unpaid order
 * this page already made with the same body is paid as it is; one made with
 * other travellers or contact is cancelled first, so that its miles and seats
 * come back before the new one takes them. Failures are the calls' ApiErrors.
 */
export async function submitAward(input: AwardSubmission, calls: Calls): Promise<string> {
  const body = awardOrderBody(input);
  const fingerprint = JSON.stringify(body);
  let pending = input.pending;
  if (pending && pending.fingerprint === fingerprint) {
    try {
      return (await calls.jump(pending.orderNo)).url;
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
  const order = await calls.createOrder(input.selection.execution, body);
  input.keepPending({ execution: input.selection.execution, orderNo: order.orderNo, fingerprint });
  return (await calls.jump(order.orderNo)).url;
}
