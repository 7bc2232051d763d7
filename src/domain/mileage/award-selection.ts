import * as v from 'valibot';
import { FlightViewSchema } from '../shop/search-results.ts';
import { AwardQuoteSchema } from './schemas.ts';

/**
 * The award chosen on mileage/flights, as mileage/book reads it back: the booking
 * session, the party, one cell (solution and cabin) per direction, the flights of
 * each, and the quote the traveller was shown (its miles and taxes are the
 * expected ones of the order).
 */
export const AwardSelectionSchema = v.object({
  /** The sealed search link, for the way back to the results. */
  args: v.string(),
  execution: v.string(),
  tripType: v.picklist(['S', 'R']),
  party: v.object({ adt: v.number(), cnn: v.number(), inf: v.number() }),
  choices: v.array(v.object({ set: v.number(), sol: v.string(), cabin: v.number() })),
  /** The flights of each chosen direction, in order. */
  flights: v.array(v.array(FlightViewSchema)),
  quote: AwardQuoteSchema,
});
export type AwardSelection = v.InferOutput<typeof AwardSelectionSchema>;
