import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AwardSelectionSchema } from '../../../src/domain/mileage/award-selection.ts';
import { awardSelectionOf } from '../../../src/domain/mileage/award-selection-check.ts';
import { SELECTION } from './fixtures.ts';

const parsed = (value: unknown) => {
  const result = v.safeParse(AwardSelectionSchema, value);
  return result.success ? result.output : undefined;
};

const [segment] = SELECTION.quote.segments;
const withQuote = (change: Record<string, unknown>) => ({ ...SELECTION, quote: { ...SELECTION.quote, ...change } });

const samples: Record<string, unknown> = {
  'a return award for an adult and a child': SELECTION,
  'one with fields the schema does not name': { ...SELECTION, extra: 1, party: { ...SELECTION.party, seniors: 2 } },
  'one of another trip type': { ...SELECTION, tripType: 'M' },
  'one without its quote': { ...SELECTION, quote: undefined },
  'one of a party counted in text': { ...SELECTION, party: { adt: '1', cnn: 0, inf: 0 } },
  'one whose flights are not a list of lists': { ...SELECTION, flights: SELECTION.flights.flat() },
  'a flight without its aircraft': { ...SELECTION, flights: [[{ ...SELECTION.flights[0][0], aircraft: undefined }]] },
  'a price of another passenger type': withQuote({ prices: [{ ...SELECTION.quote.prices[0], type: 'SRC' }] }),
  'taxes without a currency': withQuote({ totalTaxes: { amount: 1 } }),
  'baggage of another passenger type': withQuote({ segments: [{ ...segment, baggage: { SRC: { pieces: 0, kg: 20 } } }] }),
  'baggage of no passenger type': withQuote({ segments: [{ ...segment, baggage: {} }] }),
  'baggage in a list': withQuote({ segments: [{ ...segment, baggage: [{ pieces: 0, kg: 20 }] }] }),
  'a balance in text': withQuote({ balance: '200000' }),
  'a list': [SELECTION],
  null: null,
};

describe('the check mileage/book reads the chosen award with', () => {
  it.each(Object.entries(samples))('reads %s as AwardSelectionSchema does', (_, value) => {
    expect(awardSelectionOf(value)).toEqual(parsed(value));
  });

  it('keeps a whole award and refuses a broken one', () => {
    expect(awardSelectionOf(SELECTION)).toEqual(SELECTION);
    expect(awardSelectionOf({ ...SELECTION, tripType: 'M' })).toBeUndefined();
  });
});
