import type { OrderView } from '../../domain/booking/order.ts';
import { AIRLINE_TIME_ZONE } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import type { MileageOrderBody } from '../../domain/mileage/award-order.ts';
import type { Site } from '../../domain/sites.ts';
import { calendarDateIn } from '../../domain/validation/dates.ts';
import { dateOfDay } from '../airline/network/flights.ts';
import type { AddressHasher } from '../booking/booking-address.ts';
import { claimOrderTurn } from '../booking/hold-caps.ts';
import { checkPassengers } from '../booking/order-passengers.ts';
import { orderView, writtenOrder } from '../booking/order-records.ts';
import { createOrderWriting } from '../booking/order-writing.ts';
import { HOLD_MS, type OrderService } from '../booking/orders.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { SearchService } from '../shop/search-service.ts';
import { chosenAwards, priceAwardTrip } from './award-quote.ts';
import { type AwardSearch, partyOf } from './award-search.ts';
import { readAllotments } from './award-space.ts';
import type { AwardTravellers } from './award-travellers.ts';
import type { MilesLedger } from './miles-ledger.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface AwardOrderInput {
  readonly sessionId: string;
  readonly site: Site;
  readonly lang: Lang;
  readonly member: { readonly id: number; readonly memberNo: string };
  readonly body: MileageOrderBody;
  readonly visitorHash: string;
  readonly clientAddress: string;
}

/**
 * Award orders (spec 7 /api/b/mileageOrder). The choice is priced again here, never taken from the page; then one
 * transaction takes the member's verified one-time code, holds the award seats under the flights' locks, writes the
 * order and spends its miles, so that either all of it happens or none. The taxes are paid later like a cash order's;
 * closing the order unpaid (cancel, expiry) gives the seats and the miles back (orders.closeUnpaid).
 */
export function createAwardOrders(deps: {
  db: DbHandle;
  clock: Clock;
  search: SearchService;
  awardSearch: AwardSearch;
  travellers: AwardTravellers;
  codes: Pick<VerificationCodes, 'consume'>;
  miles: MilesLedger;
  orders: Pick<OrderService, 'seatsChanged'>;
  addressHash: AddressHasher;
  baggageRegion: readonly string[];
}) {
  const { db, clock } = deps;
  const { insertOrderWithSeats } = createOrderWriting(db);

  return {
    async create(input: AwardOrderInput): Promise<OrderView> {
      const { body, site, member } = input;
      const execution = await deps.awardSearch.awardSession(input.sessionId);
      if (execution.site !== site.code) throw new AppError('e01', { fields: { country: { code: 'e01' } } });
      const pricer = await deps.search.pricer(execution);
      const chosen = chosenAwards(pricer, body.choices, execution.request.dep.length);
      const flights = chosen.flatMap((c) => c.itinerary.flights);
      const now = clock.now();
      const firstDeparture = new Date(flights[0].depUtc * 60_000);
      if (firstDeparture.getTime() <= now.getTime()) throw new AppError('e04', { fields: { choices: { code: 'e04' } } });
      // Within the designated region any certificate will do (getMemPsgs' isDomestic); elsewhere a passport.
      const domestic = flights.every((f) => [f.leg.from, f.leg.to].every((code) => deps.baggageRegion.includes(pricer.airports.get(code)?.country ?? '')));
      const trip = { domestic, firstDeparture: dateOfDay(flights[0].depDay), lastDeparture: dateOfDay(flights[flights.length - 1].depDay) };
      const chosenTravellers = await deps.travellers.forOrder(member.id, site.nameLayout, body.travellers, trip);
      // Each infant sits on the lap of an adult of the list, in order.
      const adults = chosenTravellers.flatMap((t, i) => (t.type === 'ADT' ? [i] : []));
      let lap = 0;
      const entries = chosenTravellers.map((t) => ({ type: t.type, ...(t.type === 'INF' ? { infantOf: adults[lap++] } : {}), ...t.fields }));
      const passengers = checkPassengers(entries, {
        layout: site.nameLayout,
        today: calendarDateIn(now, AIRLINE_TIME_ZONE),
        ...trip,
        international: !domestic,
        counts: partyOf(execution),
      });
      const party = partyOf(execution);
      const deadline = new Date(Math.min(now.getTime() + HOLD_MS, firstDeparture.getTime()));
      const origin = { addressHash: deps.addressHash(input.clientAddress), visitorHash: input.visitorHash };
      const holder = `member:${member.id}`;

      const { written, locked } = await db.transaction(async (tx) => {
        const { sold, locked } = await claimOrderTurn(tx, { holder, origin, now }, { flights, seats: party.ADT + party.CNN });
        await deps.codes.consume(tx, member.id);
        const price = priceAwardTrip(pricer, chosen, { sold, allotments: await readAllotments(tx, flights) }, party, deps.baggageRegion);
        const { totalMiles, totalTaxes } = price.quote;
        if (
          (body.expectedMiles !== undefined && body.expectedMiles !== totalMiles) ||
          (body.expectedTaxes && (body.expectedTaxes.amount !== totalTaxes.amount || body.expectedTaxes.currency !== totalTaxes.currency))
        ) {
          throw new AppError('priceChanged');
        }
        const order = await insertOrderWithSeats(
          tx,
          {
            site: site.code,
            lang: input.lang,
            execution: execution.id,
            memberId: member.id,
            holder,
            visitorHash: origin.visitorHash,
            addressHash: origin.addressHash,
            trip: price.segments,
            passengers,
            contact: body.contact,
            price: price.lines,
            currency: totalTaxes.currency,
            totalAmount: totalTaxes.amount,
            createdAt: now,
            deadline,
            kind: 'mileage',
            miles: totalMiles,
          },
          price.holds,
        );
        // Last, so that the member's row is locked for the shortest time: a balance short of the miles undoes it all.
        if (!(await deps.miles.redeem(tx, member.id, totalMiles, order.orderNo))) throw new AppError('milesShort');
        return { written: writtenOrder(order), locked };
      });
      deps.orders.seatsChanged(locked);
      return orderView(written, new Map());
    },
  };
}

export type AwardOrders = ReturnType<typeof createAwardOrders>;
