import { and, eq, inArray } from 'drizzle-orm';
import { amountToPay, priceWithExtras } from '../../domain/booking/amount-to-pay.ts';
import type { OrderLookup, OrderView } from '../../domain/booking/order.ts';
import type { OrderCreateBody } from '../../domain/booking/order-create.ts';
import { AIRLINE_TIME_ZONE, formatDate } from '../../domain/calendar.ts';
import type { Site } from '../../domain/sites.ts';
import { ticketTypeOf } from '../../domain/special-passengers/ticket-types.ts';
import { calendarDateIn } from '../../domain/validation/dates.ts';
import type { SeatSales } from '../airline/inventory/seat-sales.ts';
import { dateOfDay } from '../airline/network/flights.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import type { BusinessAccounts } from '../business/business-accounts.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { bookingOrder } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { MilesLedger } from '../miles/miles-ledger.ts';
import type { Clock } from '../platform/clock.ts';
import type { Execution } from '../shop/executions.ts';
import type { SearchService } from '../shop/search-service.ts';
import { MIN_MINUTES_BETWEEN_SLICES } from '../shop/slice-days.ts';
import type { SpecialPassengers } from '../special-passengers/registrations.ts';
import { checkSpecialTravellers } from '../special-passengers/special-fares.ts';
import type { AddressHasher } from './booking-address.ts';
import { claimOrderTurn } from './hold-caps.ts';
import { applyOrderDiscount, releaseOrderDiscounts } from './order-discounts.ts';
import { extrasColumn, planOrderExtras, releaseOrderExtras } from './order-extras.ts';
import { createOrderLookupLimits } from './order-lookup-limits.ts';
import { checkPassengers, surnameOf } from './order-passengers.ts';
import { type ChosenSlice, familyById, priceOrder } from './order-pricing.ts';
import { type OrderRecord, ordersByNumber, ordersWhere, orderView, orderWhere, ticketsOf, updateOrderWhere, writtenOrder } from './order-records.ts';
import { createOrderWriting, type NewOrder } from './order-writing.ts';
import { scheduleChangesOf } from './schedule-changes.ts';
import { type FlightDate, releaseHolds } from './seat-holds.ts';

/** Unpaid seats are held this long at most (never past the first departure). */
export const HOLD_MS = 30 * 60 * 1000;
export { MAX_UNPAID_HOLDS } from './hold-caps.ts';

/** Who is asking: the logged-in member, the browser's visitor key (hashed), and the address the request came from. */
export interface Requester {
  readonly memberId?: number;
  readonly visitorHash?: string;
  readonly address?: string;
}

export interface CreateOrderInput {
  readonly execution: Execution;
  readonly site: Site;
  readonly lang: string;
  readonly body: OrderCreateBody;
  readonly requester: Requester & { readonly visitorHash: string };
  readonly clientAddress: string;
}

/** Whether a requester holds an order: its member, or for a guest's order the browser that made it. */
export function holds(order: OrderRecord, requester: Requester): boolean {
  if (order.memberId !== null) return requester.memberId === order.memberId;
  return requester.visitorHash !== undefined && requester.visitorHash === order.visitorHash;
}

/** Whether lookup data opens an order: a guest's order only, with a passenger's surname or the contact e-mail. */
function matchesLookup(order: OrderRecord, lookup: OrderLookup | undefined): boolean {
  if (!lookup || order.memberId !== null) return false;
  const surname = lookup.surname?.toLowerCase();
  const email = lookup.email?.toLowerCase();
  return (!!surname && order.passengers.some((p) => surnameOf(p).toLowerCase() === surname)) || (!!email && order.contact.email.toLowerCase() === email);
}

/**
 * Orders: booking a session's chosen flights with seats held, reading and
 * cancelling them. Prices are always computed here, never taken from the client.
 */
export function createOrderService(deps: {
  db: DbHandle;
  clock: Clock;
  search: SearchService;
  seatSales: SeatSales;
  limits: RequestLimits;
  addressHash: AddressHasher;
  miles: MilesLedger;
  /** Whether a traveller holds an approved registration for a special ticket type on a date. */
  specialPassengers: Pick<SpecialPassengers, 'approvedFor'>;
  /** The company a member travels for, whose negotiated fares a business session is priced on. */
  businessAccounts: Pick<BusinessAccounts, 'travellerOf'>;
}) {
  const { db, clock, search, seatSales, addressHash } = deps;
  const { insertOrderWithSeats, commitOrderWithSeats } = createOrderWriting(db);
  const lookups = createOrderLookupLimits(deps.limits);
  const byNumber = ordersByNumber(db.db);

  function seatsChanged(flights: readonly FlightDate[]): void {
    for (const { legId, day } of flights) seatSales.changed(legId, day);
  }

  /** Closes unpaid orders (cancelled or expired) and gives their seats, and an award's miles, back in the caller's transaction. */
  async function closeUnpaid(tx: Transaction, ids: readonly number[], status: 'cancelled' | 'expired'): Promise<FlightDate[]> {
    if (ids.length === 0) return [];
    const closed = await tx.db
      .update(bookingOrder)
      .set({ status, closedAt: clock.now() })
      .where(and(inArray(bookingOrder.id, ids), eq(bookingOrder.status, 'unpaid')))
      .returning({ id: bookingOrder.id, orderNo: bookingOrder.orderNo, kind: bookingOrder.kind });
    const closedIds = closed.map((r) => r.id);
    // An award spent its miles when it was made: closing it unpaid gives them back, once.
    for (const order of closed) if (order.kind === 'mileage') await deps.miles.creditBack(tx, order.orderNo);
    await releaseOrderExtras(tx, closedIds);
    const flights = await releaseHolds(tx, closedIds);
    await releaseOrderDiscounts(tx, closedIds, clock.now());
    return flights;
  }

  async function find(orderNo: string): Promise<OrderRecord> {
    const order = await byNumber(orderNo);
    if (!order) throw new AppError('notFound');
    return order;
  }

  return {
    closeUnpaid,
    seatsChanged,

    /**
     * Books the chosen solutions: checks the choice and every passenger, then, in
     * one transaction, prices the trip on the seats sold as they are under the
     * flights' locks, holds the seats and writes the order. Sold out is 409 and
     * writes nothing.
     */
    async create(input: CreateOrderInput): Promise<OrderView> {
      const { execution, site, body, requester } = input;
      const { request } = execution;
      if (body.choices.length !== request.dep.length || body.choices.some((choice, i) => choice.set !== i)) {
        throw new AppError('e01', { fields: { choices: { code: 'e01' } } });
      }
      const pricer = await search.pricer(execution);
      const chosen: ChosenSlice[] = body.choices.map((choice) => ({
        set: choice.set,
        itinerary: pricer.solution(choice.set, choice.sol),
        family: familyById(choice.familyId),
      }));
      chosen.reduce<Itinerary | undefined>((previous, { itinerary }) => {
        if (previous && itinerary.depUtc < previous.arrUtc + MIN_MINUTES_BETWEEN_SLICES) throw new AppError('e01', { fields: { choices: { code: 'e01' } } });
        return itinerary;
      }, undefined);

      const flights = chosen.flatMap((c) => c.itinerary.flights);
      const now = clock.now();
      const firstDeparture = new Date(flights[0].depUtc * 60_000);
      if (firstDeparture.getTime() <= now.getTime()) throw new AppError('e04', { fields: { choices: { code: 'e04' } } });
      const international = flights.some((f) => pricer.airports.get(f.leg.from)?.country !== pricer.airports.get(f.leg.to)?.country);
      const passengers = checkPassengers(body.passengers, {
        layout: site.nameLayout,
        today: calendarDateIn(now, AIRLINE_TIME_ZONE),
        firstDeparture: dateOfDay(flights[0].depDay),
        lastDeparture: dateOfDay(flights[flights.length - 1].depDay),
        international,
        counts: { ADT: request.adt, CNN: request.cnn, INF: request.inf },
      });
      // A session priced on a company's fares books only for a member still verified as travelling for it.
      const business = execution.business ? await deps.businessAccounts.travellerOf(requester.memberId) : undefined;
      if (execution.business && business?.accountId !== execution.business.accountId) throw new AppError('forbidden');
      await checkSpecialTravellers(deps.specialPassengers, ticketTypeOf(request.ptc), passengers, formatDate(dateOfDay(flights[0].depDay)));
      const deadline = new Date(Math.min(now.getTime() + HOLD_MS, firstDeparture.getTime()));
      const origin = { addressHash: addressHash(input.clientAddress), visitorHash: requester.visitorHash };
      const holder = requester.memberId !== undefined ? `member:${requester.memberId}` : `address:${origin.addressHash}`;

      /** The order's transaction: what it wrote, or undefined when its numbers were taken and it wrote nothing. */
      const write = () =>
        db.transaction(async (tx) => {
          const { sold, locked } = await claimOrderTurn(tx, { holder, origin, now }, { flights, seats: request.adt + request.cnn });
          const price = priceOrder(pricer, chosen, sold, request.adt + request.cnn);
          const extras = await planOrderExtras(tx, { requested: body.extras, chosen, passengers, pricing: pricer });
          const total = priceWithExtras(price.total, extras.view.total);
          // The order with its seats in the counts and its places on the seat maps (the extras column goes in with the order).
          const values: NewOrder = {
            site: site.code,
            lang: input.lang,
            execution: execution.id,
            memberId: requester.memberId ?? null,
            holder,
            visitorHash: origin.visitorHash,
            addressHash: origin.addressHash,
            trip: price.segments,
            passengers,
            contact: body.contact,
            price: price.lines,
            currency: total.currency,
            totalAmount: total.amount,
            createdAt: now,
            deadline,
            invoice: business?.invoice ?? null,
            extras: extrasColumn(extras),
          };
          // What the traveller was shown is what they pay: fares, extras, less the discount; otherwise priceChanged.
          const checkedPayable = (discount: number) => {
            const payable = amountToPay(price.total, extras.view.total, discount);
            if (body.expectedTotal && (body.expectedTotal.amount !== payable.amount || body.expectedTotal.currency !== payable.currency)) {
              throw new AppError('priceChanged');
            }
            return payable;
          };
          if (!body.discount) {
            // The usual order: without a discount, what it costs is known before it is written, so its statement
            // can be the transaction's last and take the commit with it, which frees the flights' locks sooner.
            checkedPayable(0);
            const order = await commitOrderWithSeats(tx, values, price.holds, extras.seats);
            return order && { written: writtenOrder(order), locked };
          }
          const order = await insertOrderWithSeats(tx, values, price.holds, extras.seats);
          // The order was written before its discount could be claimed (the claim names the order).
          const discount = await applyOrderDiscount(tx, {
            orderId: order.id,
            discount: body.discount,
            memberId: requester.memberId,
            price,
            site: site.code,
            at: now,
          });
          const payable = checkedPayable(discount?.amount ?? 0);
          const written = discount ? await updateOrderWhere(tx.db, { totalAmount: payable.amount }, eq(bookingOrder.id, order.id)) : writtenOrder(order);
          if (!written) throw new Error('The order just written is missing');
          return { written, locked };
        });
      let done = await write();
      // A clash of numbers is rare (order-numbers.ts), and its transaction wrote nothing.
      while (!done) done = await write();
      const { written, locked } = done;
      seatsChanged(locked);
      return orderView(written, new Map());
    },

    /**
     * An order the requester holds, or opens with lookup data; otherwise notFound, so that numbers cannot be probed,
     * and failed lookups are limited.
     */
    async open(orderNo: string, requester: Requester, lookup?: OrderLookup): Promise<OrderRecord> {
      const order = await byNumber(orderNo);
      if (order && holds(order, requester)) return order;
      if (!lookup) throw new AppError('notFound');
      return lookups.open(orderNo, requester.address ?? 'unknown', () => (order && matchesLookup(order, lookup) ? order : undefined));
    },

    async view(order: OrderRecord): Promise<OrderView> {
      return orderView(order, await ticketsOf(db.db, order.id), await scheduleChangesOf(db.db, order.id));
    },

    /** The member's own orders, newest first. */
    async listOf(memberId: number): Promise<OrderRecord[]> {
      return ordersWhere(db.db, eq(bookingOrder.memberId, memberId));
    },

    /** Cancels an unpaid order and gives its seats back; any other status is orderClosed. */
    async cancel(order: OrderRecord): Promise<OrderView> {
      const flights = await db.transaction(async (tx) => {
        const current = await orderWhere(tx.db, eq(bookingOrder.id, order.id), 'update');
        if (current?.status !== 'unpaid') throw new AppError('orderClosed');
        return closeUnpaid(tx, [order.id], 'cancelled');
      });
      seatsChanged(flights);
      return orderView(await find(order.orderNo), new Map());
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
