import type * as v from 'valibot';
import type { AutoSeatInfo, ShowExtra } from '../../domain/booking/extras.ts';
import type { JumpReplySchema, OrderView } from '../../domain/booking/order.ts';
import type { MealIllustration } from '../../domain/content/meals.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';
import { shopCalls } from '../shop/shop-calls.ts';

/** The calls of book/addition (spec 7). */
export const extrasCalls = {
  showExtra: async (session: string, set: number, sol: string, familyId: string) =>
    (await storefrontApi().get<{ data: ShowExtra }>(`/api/extraService/showExtra/${session}/${set}/${sol}`, { query: { familyId } })).data,
  autoSeatInfo: async (site: string, lang: string) => (await storefrontApi().get<{ data: AutoSeatInfo }>(`/api/extra/${site}/${lang}/getAutoSeatInfo`)).data,
  mealTips: (site: string, lang: string, codes: readonly string[]) =>
    storefrontApi().post<MealIllustration>(`/api/shop/${site}/${lang}/meal/illustrate`, { codes: [...codes] }),
  /** The fare of a chosen family on a slice, priced afresh, as the order will price it. */
  async fare(session: string, set: number, sol: string, cabin: number, familyId: string) {
    const detail = await shopCalls.detail(session, set, sol);
    return detail.cabins.find((c) => c.cabin === cabin)?.families.find((f) => f.id === familyId)?.saleTotal ?? null;
  },
  /** Spec 9: order create has no time-out. */
  createOrder: async (query: { execution: string; country: string; language: string }, body: Readonly<Record<string, unknown>>) =>
    (await storefrontApi().post<{ order: OrderView }>('/api/b/order', body, { query, timeout: TIMEOUTS.none })).order,
  cancelOrder: (orderNo: string) => storefrontApi().post<{ order: OrderView }>('/api/b/order/cancelOrder', { orderNo }),
  jump: (site: string, lang: string, orderNo: string) =>
    storefrontApi().post<v.InferOutput<typeof JumpReplySchema>>(`/api/c/${site}/${lang}/jump/`, { orderNo }, { form: true }),
};
