import { cancelLowPrice, confirmLowPrice, queryLowPrice, subscribeLowPrice, updateLowPrice } from '../../domain/api/low-price.ts';
import { rangeLowestOneWay, rangeLowestRoundTrip } from '../../domain/api/low-price-range.ts';
import type { CallInput, ReplyOf } from '../../domain/api/operation.ts';
import type { Lang } from '../../domain/languages.ts';
import type { AlertView } from '../../domain/low-price/schemas.ts';
import type { RangeLowestReply } from '../../domain/shop/range-lowest.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';

/** The trip whose lowest fares the chart shows. */
export interface RangeTrip {
  readonly origin: string;
  readonly destination: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  /** A round trip's return date; absent for one way. */
  readonly returnDate?: string;
  readonly cabin: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

/**
 * The calls of my/subscribelowprice. A guest holds an alert by the token of its e-mailed links, a member by the
 * session; the range lookup asks for the captcha through the shared captcha dialog.
 */
export function lowPriceCalls(site: string, lang: Lang) {
  const api = () => storefrontApi();
  const params = { site, lang };
  return {
    subscribe: (body: CallInput<typeof subscribeLowPrice>['body']): Promise<ReplyOf<typeof subscribeLowPrice>> =>
      api().call(subscribeLowPrice, { params, body }),

    /** A confirmation link is the page's own business: a used one is said on the page, not in a dialog. */
    confirm: (token: string): Promise<ReplyOf<typeof confirmLowPrice>> => api().call(confirmLowPrice, { params, body: { token } }, { inline: true }),

    async list(token?: string): Promise<AlertView[]> {
      return (await api().call(queryLowPrice, { params, body: token ? { token } : {} }, { inline: token !== undefined })).list;
    },

    async update(body: CallInput<typeof updateLowPrice>['body']): Promise<void> {
      await api().call(updateLowPrice, { params, body });
    },

    async cancel(orderNo: string, token?: string): Promise<void> {
      await api().call(cancelLowPrice, { params, body: { orderNo, token } }, { concurrent: true });
    },

    lowestFares(trip: RangeTrip): Promise<RangeLowestReply> {
      const body = {
        origin: trip.origin,
        destination: trip.destination,
        dateFrom: trip.dateFrom,
        dateTo: trip.dateTo,
        cabin: String(trip.cabin) as '0' | '1' | '2' | '3',
        adt: trip.adults,
        cnn: trip.children,
        inf: trip.infants,
      };
      // Pricing a month of days can take a while, as the shop's month calendar does.
      const options = { timeout: TIMEOUTS.search };
      return trip.returnDate
        ? api().call(rangeLowestRoundTrip, { params, body: { ...body, returnDate: [trip.returnDate], stay: [] } }, options)
        : api().call(rangeLowestOneWay, { params, body }, options);
    },
  };
}

export type LowPriceCalls = ReturnType<typeof lowPriceCalls>;
