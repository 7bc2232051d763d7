import { getMemberPassengers, sendMileageCode, verifyMileageCode } from '../../domain/api/mileage.ts';
import { createMileageOrder } from '../../domain/api/mileage-order.ts';
import type { CallInput } from '../../domain/api/operation.ts';
import { cancelOrder } from '../../domain/api/orders.ts';
import { startPayment } from '../../domain/api/payment.ts';
import type { Lang } from '../../domain/languages.ts';
import type { CodeChannel } from '../../domain/mileage/schemas.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';
import { awardTripCalls } from './award-trip-calls.ts';

export type AwardOrderBody = CallInput<typeof createMileageOrder>['body'];

/**
 * The calls of the award pages (spec 7). They are inline: a guest's
 * CZMILEAGE0000002 (a 401) is the page's to tell, with the login dialog, rather
 * than a reason to leave the trip for the login page.
 */
export function mileageCalls(site: string, lang: Lang) {
  const api = () => storefrontApi();
  const params = { site, lang };
  const inline = { inline: true } as const;
  return {
    ...awardTripCalls(),
    async travellers(isDomestic: boolean) {
      return (await api().call(getMemberPassengers, { params, body: { isDomestic } }, inline)).pList;
    },
    sendCode: (channel: CodeChannel) => api().call(sendMileageCode, { params, body: { channel } }, inline),
    verifyCode: (code: string) => api().call(verifyMileageCode, { params, body: { code } }, inline),
    async createOrder(execution: string, body: AwardOrderBody) {
      const query = { execution, country: site, language: lang };
      return (await api().call(createMileageOrder, { query, body }, { ...inline, timeout: TIMEOUTS.none })).order;
    },
    cancelOrder: (orderNo: string) => api().call(cancelOrder, { body: { orderNo } }, inline),
    jump: (orderNo: string) => api().call(startPayment, { params, body: { orderNo } }),
  };
}

export type MileageCalls = ReturnType<typeof mileageCalls>;
