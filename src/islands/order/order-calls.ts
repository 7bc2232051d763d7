import { illustrateMeals } from '../../domain/api/content.ts';
import type { CallInput, ReplyOf } from '../../domain/api/operation.ts';
import {
  cancelOrder,
  getOrder,
  getPnr,
  listMemberOrders,
  listOrdersByEmail,
  refreshOrder,
  resendConfirmation,
  sendOrderEmailCode,
} from '../../domain/api/orders.ts';
import { getPaymentStatus, startPayment } from '../../domain/api/payment.ts';
import type { OrderLookup } from '../../domain/booking/order.ts';
import type { Lang } from '../../domain/languages.ts';
import { storefrontApi } from '../../stores/api.ts';

export type OrderSummary = ReplyOf<typeof listMemberOrders>['data'][number];
export type PaidReply = ReplyOf<typeof getPaymentStatus>;
/** What opens an order: its number, and for a guest elsewhere than the browser that booked it a surname or the e-mail. */
export type Lookup = Pick<OrderLookup, 'orderNo'> & Partial<OrderLookup>;

/** A form carries no field for a part of the lookup that is not given. */
const withoutEmpty = ({ orderNo, surname, email }: Lookup): Lookup => ({ orderNo, ...(surname ? { surname } : {}), ...(email ? { email } : {}) });

/** The order pages' calls (spec 7, Orders). */
export const orderCalls = {
  paid: (site: string, lang: Lang, type: 'order', execution: string) =>
    storefrontApi().call(getPaymentStatus, { params: { site, lang, type, execution } }, { inline: true }),
  /** Starts paying: the provider's page to go to. */
  jump: (site: string, lang: Lang, lookup: Lookup) =>
    storefrontApi().call(startPayment, { params: { site, lang }, body: withoutEmpty(lookup) }, { inline: true }),
  list: (site: string, lang: Lang) => storefrontApi().call(listMemberOrders, { body: { country: site, language: lang } }, { inline: true }),
  detail: async (site: string, lang: Lang, lookup: Lookup) =>
    (await storefrontApi().call(getOrder, { params: { site, lang }, body: lookup }, { inline: true })).order,
  refresh: async (site: string, lang: Lang, lookup: Lookup) =>
    (await storefrontApi().call(refreshOrder, { params: { site, lang }, body: lookup }, { inline: true })).order,
  cancel: async (lookup: Lookup) => (await storefrontApi().call(cancelOrder, { body: lookup }, { inline: true })).order,
  resend: (lookup: Lookup) => storefrontApi().call(resendConfirmation, { body: lookup }, { inline: true }),
  challenge: (body: CallInput<typeof sendOrderEmailCode>['body']) => storefrontApi().call(sendOrderEmailCode, { body }, { inline: true }),
  ordersByEmail: (email: string, code: string) => storefrontApi().call(listOrdersByEmail, { body: { email, code } }, { inline: true }),
  /** The names of special meals (and their tips, unused here) in a language. */
  mealNames: (site: string, lang: Lang, codes: readonly string[]) =>
    storefrontApi().call(illustrateMeals, { params: { site, lang }, body: { codes: [...codes] } }, { inline: true }),
  pnr: async (site: string, lang: Lang, pnrNo: string, surname: string) =>
    (await storefrontApi().call(getPnr, { params: { site, lang }, query: { pnrNo, surname } }, { inline: true })).booking,
};
