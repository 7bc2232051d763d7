import type * as v from 'valibot';
import type { EmailChallengeReplySchema, PnrBooking, ResendMailReplySchema } from '../../domain/booking/order-access.ts';
import type { JumpReplySchema, OrderListReplySchema, OrderLookup, OrderView, PaidReplySchema } from '../../domain/booking/order.ts';
import type { MealIllustration } from '../../domain/content/meals.ts';
import { storefrontApi } from '../../stores/api.ts';

export type OrderSummary = v.InferOutput<typeof OrderListReplySchema>['data'][number];
export type PaidReply = v.InferOutput<typeof PaidReplySchema>;
/** What opens an order: its number, and for a guest elsewhere than the browser that booked it a surname or the e-mail. */
export type Lookup = Pick<OrderLookup, 'orderNo'> & Partial<OrderLookup>;

/** A form carries no field for a part of the lookup that is not given. */
const withoutEmpty = (lookup: Lookup): Record<string, string> =>
  Object.fromEntries(Object.entries(lookup).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/** The order pages' calls (spec 7, Orders). */
export const orderCalls = {
  paid: (site: string, lang: string, type: string, execution: string) =>
    storefrontApi().get<PaidReply>(`/api/c/${site}/${lang}/${encodeURIComponent(type)}/paid/${encodeURIComponent(execution)}`, { inline: true }),
  /** Starts paying: the provider's page to go to. */
  jump: (site: string, lang: string, lookup: Lookup) =>
    storefrontApi().post<v.InferOutput<typeof JumpReplySchema>>(`/api/c/${site}/${lang}/jump/`, withoutEmpty(lookup), { form: true, inline: true }),
  list: (site: string, lang: string) =>
    storefrontApi().post<v.InferOutput<typeof OrderListReplySchema>>('/api/om/orders', { country: site, language: lang }, { inline: true }),
  detail: async (site: string, lang: string, lookup: Lookup) =>
    (await storefrontApi().post<{ order: OrderView }>(`/api/om/${site}/${lang}/order`, lookup, { inline: true })).order,
  refresh: async (site: string, lang: string, lookup: Lookup) =>
    (await storefrontApi().post<{ order: OrderView }>(`/api/om/${site}/${lang}/refreshOrderDetail`, lookup, { inline: true })).order,
  cancel: async (lookup: Lookup) => (await storefrontApi().post<{ order: OrderView }>('/api/b/order/cancelOrder', lookup, { inline: true })).order,
  resend: (lookup: Lookup) => storefrontApi().post<v.InferOutput<typeof ResendMailReplySchema>>('/api/ext/reSendEmail', lookup, { inline: true }),
  challenge: (body: { email: string; ca: string; captchaId: string; language: string }) =>
    storefrontApi().post<v.InferOutput<typeof EmailChallengeReplySchema>>('/api/captcha/challengeByEmail', body, { inline: true }),
  ordersByEmail: (email: string, code: string) =>
    storefrontApi().post<v.InferOutput<typeof OrderListReplySchema>>('/api/om/ordersByEmail', { email, code }, { inline: true }),
  /** The names of special meals (and their tips, unused here) in a language. */
  mealNames: (site: string, lang: string, codes: readonly string[]) =>
    storefrontApi().post<MealIllustration>(`/api/shop/${site}/${lang}/meal/illustrate`, { codes: [...codes] }, { inline: true }),
  pnr: async (site: string, lang: string, pnrNo: string, surname: string) =>
    (await storefrontApi().get<{ booking: PnrBooking }>(`/api/pnr/${site}/${lang}/getPnr`, { query: { pnrNo, surname }, inline: true })).booking,
};
