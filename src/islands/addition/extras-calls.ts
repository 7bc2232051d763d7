import { illustrateMeals } from '../../domain/api/content.ts';
import type { CallInput } from '../../domain/api/operation.ts';
import { cancelOrder, createOrder } from '../../domain/api/orders.ts';
import { startPayment } from '../../domain/api/payment.ts';
import { getAutoSeatInfo, getFlightExtras } from '../../domain/api/shop.ts';
import type { Lang } from '../../domain/languages.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';
import { shopCalls } from '../shop/shop-calls.ts';

/** The calls of book/addition (spec 7). */
export const extrasCalls = {
  showExtra: async (session: string, set: number, sol: string, familyId: string) =>
    (await storefrontApi().call(getFlightExtras, { params: { session, set: String(set), sol }, query: { familyId } })).data,
  autoSeatInfo: async (site: string, lang: Lang) => (await storefrontApi().call(getAutoSeatInfo, { params: { site, lang } })).data,
  /** Every meal's name and tip, and the note on ordering them. */
  mealTips: (site: string, lang: Lang) => storefrontApi().call(illustrateMeals, { params: { site, lang }, body: {} }),
  /** The fare of a chosen family on a slice, priced afresh, as the order will price it. */
  async fare(session: string, set: number, sol: string, cabin: number, familyId: string) {
    const detail = await shopCalls.detail(session, set, sol);
    return detail.cabins.find((c) => c.cabin === cabin)?.families.find((f) => f.id === familyId)?.saleTotal ?? null;
  },
  /** Spec 9: order create has no time-out. */
  createOrder: async (query: CallInput<typeof createOrder>['query'], body: CallInput<typeof createOrder>['body']) =>
    (await storefrontApi().call(createOrder, { query, body }, { timeout: TIMEOUTS.none })).order,
  cancelOrder: (orderNo: string) => storefrontApi().call(cancelOrder, { body: { orderNo } }),
  jump: (site: string, lang: Lang, orderNo: string) => storefrontApi().call(startPayment, { params: { site, lang }, body: { orderNo } }),
};
