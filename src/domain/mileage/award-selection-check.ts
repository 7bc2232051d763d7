import { listOf, number, objectOf, oneOf, recordOf, type Shape, text } from '../plain-shapes.ts';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import type { AwardSelection } from './award-selection.ts';

/*
 * The award chosen on mileage/flights, checked as `AwardSelectionSchema` (award-selection.ts) checks it, written out
 * without the schema library: mileage/book reads it as it starts, and importing the library there would put all of
 * it in the files the page loads first. `tests/unit/mileage/award-selection-check.test.ts` holds it to the schema.
 */

const money = objectOf({ amount: number, currency: text });

const flightView = objectOf({ flightNo: text, from: text, to: text, departure: text, arrival: text, minutes: number, aircraft: text });

const quote = objectOf({
  prices: listOf(objectOf({ type: oneOf(PASSENGER_TYPES), count: number, miles: number, taxes: money })),
  totalMiles: number,
  totalTaxes: money,
  segments: listOf(
    objectOf({
      segType: number,
      flightNo: text,
      depCity: text,
      arrCity: text,
      cabin: number,
      baggage: recordOf(oneOf(PASSENGER_TYPES), objectOf({ pieces: number, kg: number })),
    }),
  ),
  balance: number,
});

/** The award chosen for mileage/book, as `AwardSelectionSchema` reads it. */
export const awardSelectionOf: Shape<AwardSelection> = objectOf({
  args: text,
  execution: text,
  tripType: oneOf(['S', 'R']),
  party: objectOf({ adt: number, cnn: number, inf: number }),
  choices: listOf(objectOf({ set: number, sol: text, cabin: number })),
  flights: listOf(listOf(flightView)),
  quote,
});
