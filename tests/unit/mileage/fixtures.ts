import type { AwardSelection } from '../../../src/domain/mileage/award-selection.ts';

/** A round-trip award for an adult and a child, as mileage/flights hands it on. */
export const SELECTION: AwardSelection = {
  args: 'sealed-args',
  execution: 'exec12345678',
  tripType: 'R',
  party: { adt: 1, cnn: 1, inf: 0 },
  choices: [
    { set: 0, sol: '1.1', cabin: 0 },
    { set: 1, sol: '2.1', cabin: 0 },
  ],
  flights: [
    [{ flightNo: 'CZ306', from: 'AKL', to: 'CAN', departure: '2026-12-01T09:00', arrival: '2026-12-01T17:00', minutes: 720, aircraft: '789' }],
    [{ flightNo: 'CZ305', from: 'CAN', to: 'AKL', departure: '2026-12-08T21:00', arrival: '2026-12-09T13:00', minutes: 660, aircraft: '789' }],
  ],
  quote: {
    prices: [
      { type: 'ADT', count: 1, miles: 60_000, taxes: { amount: 24_000, currency: 'NZD' } },
      { type: 'CNN', count: 1, miles: 45_000, taxes: { amount: 18_000, currency: 'NZD' } },
    ],
    totalMiles: 105_000,
    totalTaxes: { amount: 42_000, currency: 'NZD' },
    segments: [
      { segType: 0, flightNo: 'CZ306', depCity: 'AKL', arrCity: 'CAN', cabin: 0, baggage: { ADT: { pieces: 0, kg: 20 }, CNN: { pieces: 0, kg: 20 } } },
      { segType: 1, flightNo: 'CZ305', depCity: 'CAN', arrCity: 'AKL', cabin: 0, baggage: { ADT: { pieces: 0, kg: 20 }, CNN: { pieces: 0, kg: 20 } } },
    ],
    balance: 200_000,
  },
};

/** Session storage as the browser keeps it, for one test. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}
