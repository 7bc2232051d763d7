/**
 * A mileage search result: a single trip needs outbound flights, a round trip
 * flights in both directions; otherwise x02.
 */
export function mileageResultCode(tripType: 'S' | 'R', result: { outbound?: readonly unknown[]; inbound?: readonly unknown[] }): 'x02' | undefined {
  const hasOut = (result.outbound?.length ?? 0) > 0;
  const hasIn = (result.inbound?.length ?? 0) > 0;
  return hasOut && (tripType === 'S' || hasIn) ? undefined : 'x02';
}

/** A member's passenger list for a mileage booking needs someone with a document; otherwise noPsg. */
export function memberPassengersCode(passengers: readonly { certificates?: readonly unknown[] }[]): 'noPsg' | undefined {
  return passengers.some((p) => (p.certificates?.length ?? 0) > 0) ? undefined : 'noPsg';
}
