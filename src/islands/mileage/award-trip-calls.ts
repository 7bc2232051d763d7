import { getAwardPrice, searchMileageFlights } from '../../domain/api/mileage.ts';
import type { ReplyOf } from '../../domain/api/operation.ts';
import { openBookingSession } from '../../domain/api/shop.ts';
import type { AwardChoice } from '../../domain/mileage/award-choices.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';

export type AwardResults = ReplyOf<typeof searchMileageFlights>['data'];

/**
 * The calls of the award results page (spec 7): the booking session with its trip, the award flights and the price
 * of a choice. Apart from mileage-calls.ts (the award booking page's) so that the results page loads none of the
 * order's and payment's declarations. Inline: a guest's CZMILEAGE0000002 is the page's to tell, with the login dialog.
 */
export function awardTripCalls() {
  const api = () => storefrontApi();
  const inline = { inline: true } as const;
  return {
    getInfo: (encryptArgs: string) => api().call(openBookingSession, { body: { encryptArgs } }),
    async flights(execution: string, dates: readonly string[]): Promise<AwardResults> {
      return (await api().call(searchMileageFlights, { body: { execution, date: [...dates] } }, { ...inline, timeout: TIMEOUTS.search })).data;
    },
    async price(execution: string, choices: readonly AwardChoice[]) {
      return (await api().call(getAwardPrice, { body: { execution, choices: choices.map(({ set, sol, cabin }) => ({ set, sol, cabin })) } }, inline)).data;
    },
  };
}

export type AwardTripCalls = ReturnType<typeof awardTripCalls>;
