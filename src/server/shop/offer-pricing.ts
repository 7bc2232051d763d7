import { negotiatedFare } from '../../domain/business/business-accounts.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { TicketType } from '../../domain/reference/passenger-types.ts';
import type { CabinStatus } from '../../domain/shop/search-results.ts';
import { specialFare } from '../../domain/special-passengers/ticket-types.ts';
import { distanceKm } from '../airline/airports.ts';
import { seatsOpen } from '../airline/fares/availability.ts';
import { classesOfCabin, seatsByCabin, soldInCabin } from '../airline/fares/cabins.ts';
import { type CurrencyRate, convert, type Money } from '../airline/fares/currency.ts';
import { type FareRules, familiesOf } from '../airline/fares/families.ts';
import { classesOfFamily } from '../airline/fares/family-classes.ts';
import { baseFare, fareForPassenger } from '../airline/fares/pricing.ts';
import { CARRIER_SURCHARGE_CODE, carrierSurcharge, departureTaxes, type TaxLine } from '../airline/fares/taxes.ts';
import type { SoldSeats } from '../airline/inventory/seat-sales.ts';
import { dateOfDay, dayText, type Flight } from '../airline/network/flights.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import type { IndexedAirport } from '../airline/network/schedule-index.ts';

export type PassengerType = 'ADT' | 'CNN' | 'INF';

export interface Passengers {
  readonly ADT: number;
  readonly CNN: number;
  readonly INF: number;
}

export interface PricingContext {
  readonly airports: ReadonlyMap<string, IndexedAirport>;
  readonly cabin: CabinClass;
  readonly passengers: Passengers;
  /** Today, days since 1970-01-01 in the airline's calendar. */
  readonly today: number;
  readonly currency: string;
  readonly rates: readonly CurrencyRate[];
  /** The site shows the carrier surcharge as its own line (ca). */
  readonly separateCarrierSurcharge: boolean;
  readonly sold: SoldSeats;
  /** The special ticket type the adults fly on (spec 3's condition.ptc), or none for the ordinary adult fare. */
  readonly ticketType?: TicketType;
  /** A business traveller's company's negotiated share off the fares (taxes alike), in percent. */
  readonly negotiatedPercent?: number;
}

export interface PassengerPrice {
  readonly type: PassengerType;
  readonly count: number;
  readonly fare: Money;
  readonly taxes: { code: string; amount: Money }[];
  /** One passenger's fare and taxes. */
  readonly total: Money;
}

export interface FamilyOffer {
  readonly familyId: string;
  readonly rules: FareRules;
  /** The booking class on each flight. */
  readonly classes: string[];
  /** Fewest seats left at this price over the flights. */
  readonly seatsLeft: number;
  readonly prices: PassengerPrice[];
  /** What all the passengers pay. */
  readonly saleTotal: Money;
}

interface FlightClass {
  readonly bookingClass: string;
  readonly rank: number;
  readonly classCount: number;
  readonly open: number;
}

/** The cheapest class of a family still open on a flight for the seats wanted. */
function cheapestOpen(
  flight: Flight,
  cabin: CabinClass,
  familyClasses: readonly string[],
  seatsWanted: number,
  sold: ReadonlyMap<string, number>,
): FlightClass | undefined {
  const cabinClasses = classesOfCabin(flight.leg.bookingDesignators, cabin);
  const capacity = seatsByCabin(flight.leg.configuration).get(cabin) ?? 0;
  // Award seats sold are seats of the cabin too: the cash classes close as it fills, whoever bought the seats.
  const taken = soldInCabin(flight.leg.bookingDesignators, cabin, sold);
  for (let rank = cabinClasses.length - 1; rank >= 0; rank--) {
    const bookingClass = cabinClasses[rank];
    if (!familyClasses.includes(bookingClass)) continue;
    const open = seatsOpen(rank, cabinClasses.length, capacity, taken);
    if (open >= seatsWanted) return { bookingClass, rank, classCount: cabinClasses.length, open };
  }
  return undefined;
}

export function kmOf(flight: Flight, airports: ReadonlyMap<string, IndexedAirport>): { km: number; international: boolean; country: string } {
  const from = airports.get(flight.leg.from);
  const to = airports.get(flight.leg.to);
  if (!from || !to) throw new Error(`Unknown airport on flight ${flight.leg.flightNumber}`);
  return { km: distanceKm(from, to), international: from.country !== to.country, country: from.country };
}

/** The taxes and the carrier surcharge of one flight, in yuan fen: what every seated passenger pays, whatever the fare. */
function taxLinesOf(country: string, km: number, international: boolean): TaxLine[] {
  const surcharge = carrierSurcharge(km, international);
  return [...departureTaxes(country), ...(surcharge.amount > 0 ? [surcharge] : [])];
}

/** The taxes and surcharge of a flight for one seated passenger, in yuan fen (an award pays them in cash). */
export function flightTaxFen(flight: Flight, airports: ReadonlyMap<string, IndexedAirport>): number {
  const { km, international, country } = kmOf(flight, airports);
  return taxLinesOf(country, km, international).reduce((sum, line) => sum + line.amount, 0);
}

/**
 * Whether every flight of an itinerary has the cabin: seats in it and booking classes sold in it. A cabin an aircraft
 * lacks is not offered at all, which the traveller must not read as sold out.
 */
export function cabinFlown(itinerary: Itinerary, cabin: CabinClass): boolean {
  return itinerary.flights.every(
    (flight) => (seatsByCabin(flight.leg.configuration).get(cabin) ?? 0) > 0 && classesOfCabin(flight.leg.bookingDesignators, cabin).length > 0,
  );
}

/** How a cabin of an itinerary stands: on sale, flown but with no family open for the party, or not flown at all. */
export function cabinStatus(itinerary: Itinerary, cabin: CabinClass, offers: readonly FamilyOffer[]): CabinStatus {
  if (!cabinFlown(itinerary, cabin)) return 'notOffered';
  return offers.length > 0 ? 'available' : 'soldOut';
}

/**
 * Prices an itinerary in each fare family of the cabin, for the passengers, in the
 * site's currency. A family is offered only when every flight still has an open
 * class of that family for all the seated passengers; its price is that of the
 * cheapest such class on each flight.
 */
export function priceItinerary(itinerary: Itinerary, context: PricingContext): FamilyOffer[] {
  const seatsWanted = context.passengers.ADT + context.passengers.CNN;
  const families = familiesOf(context.cabin);
  const rateDate = dayText(context.today);
  const money = (fen: number): Money => convert({ amount: fen, currency: 'CNY' }, context.currency, context.rates, rateDate);
  const offers: FamilyOffer[] = [];

  for (const family of families) {
    const chosen: { flight: Flight; fc: FlightClass }[] = [];
    for (const flight of itinerary.flights) {
      const cabinClasses = classesOfCabin(flight.leg.bookingDesignators, context.cabin);
      const fc = cheapestOpen(flight, context.cabin, classesOfFamily(cabinClasses, family, families.length), seatsWanted, context.sold(flight));
      if (!fc) break;
      chosen.push({ flight, fc });
    }
    if (chosen.length !== itinerary.flights.length) continue;

    let adultFare = 0;
    const taxLines = new Map<string, number>();
    for (const { flight, fc } of chosen) {
      const { km, international, country } = kmOf(flight, context.airports);
      const date = dateOfDay(flight.depDay);
      adultFare += baseFare({
        km,
        cabin: context.cabin,
        classRank: fc.rank,
        classCount: fc.classCount,
        international,
        month: date.month,
        day: date.day,
        daysBefore: flight.depDay - context.today,
      });
      for (const line of taxLinesOf(country, km, international)) {
        // Sites without a separate surcharge line see it within the other taxes (XT).
        const code = line.code === CARRIER_SURCHARGE_CODE && !context.separateCarrierSurcharge ? 'XT' : line.code;
        taxLines.set(code, (taxLines.get(code) ?? 0) + line.amount);
      }
    }
    const prices: PassengerPrice[] = (['ADT', 'CNN', 'INF'] as const)
      .filter((type) => context.passengers[type] > 0)
      .map((type) => {
        const ownFare = type === 'ADT' && context.ticketType ? specialFare(adultFare, context.ticketType) : fareForPassenger(adultFare, type);
        const fare = money(context.negotiatedPercent && type !== 'INF' ? negotiatedFare(ownFare, context.negotiatedPercent) : ownFare);
        // Infants without a seat pay no seat-related taxes.
        const taxes = type === 'INF' ? [] : [...taxLines].map(([code, amount]) => ({ code, amount: money(amount) }));
        const total = fare.amount + taxes.reduce((sum, t) => sum + t.amount.amount, 0);
        return { type, count: context.passengers[type], fare, taxes, total: { amount: total, currency: context.currency } };
      });
    const saleTotal = prices.reduce((sum, p) => sum + p.total.amount * p.count, 0);
    offers.push({
      familyId: family.id,
      rules: family.rules,
      classes: chosen.map((c) => c.fc.bookingClass),
      seatsLeft: Math.min(...chosen.map((c) => c.fc.open)),
      prices,
      saleTotal: { amount: saleTotal, currency: context.currency },
    });
  }
  return offers;
}
