import { describe, expect, it } from 'vitest';
import type { FlightExtras, SeatOffer } from '../../../src/domain/booking/extras.ts';
import { chosenExtrasCost } from '../../../src/domain/booking/extras-pricing.ts';
import {
  chooseBags,
  chooseMeal,
  chooseSeat,
  keepOffered,
  NO_CHOICES,
  type OfferedFlight,
  orderExtras,
  ownSeats,
} from '../../../src/islands/addition/extras-choices.ts';
import { nextSeat } from '../../../src/islands/addition/seat-grid-keys.ts';
import { type SeatViewer, seatName, seatStatus } from '../../../src/islands/addition/seat-status.ts';

const nzd = (amount: number) => ({ amount, currency: 'NZD' });
const seat = (id: string, extra: Partial<SeatOffer> = {}): SeatOffer => ({
  seat: id,
  letter: id.slice(-1),
  position: 'window',
  kind: 'standard',
  state: 'available',
  price: nzd(0),
  ...extra,
});

function flight(seats: SeatOffer[][]): FlightExtras {
  return {
    flightNo: 'CZ1',
    from: 'CAN',
    to: 'KMG',
    departure: '2026-12-10T08:00',
    aircraft: '320',
    seatMap: {
      aircraft: '320',
      cabin: 0,
      columns: ['A', 'B', null, 'C'],
      rows: seats.map((row, i) => ({ number: i + 1, kind: row[0]?.kind ?? 'standard', seats: row })),
      demo: true,
    },
    bags: {
      included: { pieces: 0, kg: 0 },
      pieceKg: 23,
      offers: [
        { pieces: 1, price: nzd(3000) },
        { pieces: 2, price: nzd(8000) },
      ],
    },
    meals: [{ code: 'VGML', types: ['ADT', 'CNN'], price: nzd(0) }],
  };
}

const offered: OfferedFlight[] = [
  {
    segment: 0,
    slice: 0,
    extras: flight([
      [seat('1A', { price: nzd(500) }), seat('1B'), seat('1C', { state: 'taken' })],
      [seat('2A', { kind: 'exit', price: nzd(2500) }), seat('2C')],
    ]),
  },
  { segment: 1, slice: 1, extras: flight([[seat('1A'), seat('1B')]]) },
];

describe('the choices of the additions page', () => {
  it('never leave one seat with two passengers, and give a passenger one seat per flight', () => {
    let choices = chooseSeat(NO_CHOICES, 0, 0, '1A');
    choices = chooseSeat(choices, 0, 1, '1A');
    choices = chooseSeat(choices, 1, 0, '1A');
    expect(choices.seats).toEqual({ '0:1': '1A', '1:0': '1A' });
    expect(chooseSeat(choices, 0, 1, null).seats).toEqual({ '1:0': '1A' });
  });

  it('add up what seats, bags and meals cost at the prices offered, and become the order body in order', () => {
    let choices = chooseSeat(NO_CHOICES, 0, 0, '1A');
    choices = chooseSeat(choices, 0, 1, '2A');
    choices = chooseBags(choices, 1, 0, 2);
    choices = chooseMeal(choices, 0, 0, 'VGML');
    const flightOf = (segment: number) => offered.find((f) => f.segment === segment)?.extras;
    expect(chosenExtrasCost(orderExtras(choices), flightOf)).toEqual({ seats: 3000, bags: 8000, meals: 0, total: 11000 });
    expect(orderExtras(chooseBags(choices, 1, 0, 0))).toEqual({
      seats: [
        { segment: 0, passenger: 0, seat: '1A' },
        { segment: 0, passenger: 1, seat: '2A' },
      ],
      bags: [],
      meals: [{ segment: 0, passenger: 0, code: 'VGML' }],
    });
  });

  it("drop a seat someone else has taken since, but keep the seats the booking's own order holds", () => {
    const choices = chooseSeat(chooseSeat(NO_CHOICES, 0, 0, '1C'), 0, 1, '1B');
    expect(keepOffered(choices, offered)).toEqual({ choices: { seats: { '0:1': '1B' }, bags: {}, meals: {} }, lostSeats: ['1C'] });
    expect(keepOffered(choices, offered, ownSeats(choices)).lostSeats).toEqual([]);
  });
});

describe('a seat as a passenger sees it', () => {
  const list = new Intl.ListFormat('en', { type: 'unit', style: 'short' });
  const words: Record<string, string> = {
    'seat.name': 'Seat {seat}, {details}',
    'seat.position.window': 'window',
    'seat.kind.exit': 'exit row',
    'seat.free': 'free',
    'seat.state.taken': 'taken',
    'seat.state.notForType': 'adults only',
    'seat.chosenFor': 'chosen for {name}',
  };
  const t = (key: string, params: Record<string, string | number> = {}) => (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  const money = (m: { amount: number }) => `NZ$${(m.amount / 100).toFixed(2)}`;
  const viewer = (type: 'ADT' | 'CNN', chosen: [string, number][] = []): SeatViewer => ({
    segment: 0,
    passenger: 0,
    type,
    own: new Set(),
    chosenBy: new Map(chosen.map(([s, p]) => [s, { passenger: p, name: p === 0 ? 'JOHN SMITH' : 'AMY SMITH' }])),
  });
  const name = (offer: SeatOffer, v: SeatViewer) => seatName(offer, seatStatus(offer, v), t, money, list);

  it('is named with its place and its price, or why it cannot be had', () => {
    expect(name(seat('1B'), viewer('ADT'))).toBe('Seat 1B, window, free');
    expect(name(seat('2A', { kind: 'exit', price: nzd(2500) }), viewer('ADT'))).toBe('Seat 2A, window, exit row, NZ$25.00');
    expect(name(seat('2A', { kind: 'exit', price: nzd(2500) }), viewer('CNN'))).toBe('Seat 2A, window, exit row, adults only');
    expect(name(seat('1C', { state: 'taken' }), viewer('ADT'))).toBe('Seat 1C, window, taken');
    expect(name(seat('1B'), viewer('ADT', [['1B', 1]]))).toBe('Seat 1B, window, chosen for AMY SMITH');
    expect(seatStatus(seat('1B'), viewer('ADT', [['1B', 0]])).kind).toBe('mine');
  });
});

describe('arrow keys on the seat map', () => {
  const rows = offered[0].extras.seatMap.rows;
  const columns = offered[0].extras.seatMap.columns;

  it('move along a row over the aisle, between rows to the nearest seat where a row is short, and to the ends', () => {
    expect(nextSeat(rows, columns, '1B', 'ArrowRight')).toBe('1C');
    expect(nextSeat(rows, columns, '1C', 'ArrowRight')).toBeUndefined();
    expect(nextSeat(rows, columns, '1B', 'ArrowDown')).toBe('2A');
    expect(nextSeat(rows, columns, '2C', 'ArrowUp')).toBe('1C');
    expect(nextSeat(rows, columns, '1A', 'ArrowUp')).toBeUndefined();
    expect(nextSeat(rows, columns, '1B', 'End')).toBe('1C');
    expect(nextSeat(rows, columns, '1C', 'Home', true)).toBe('1A');
    expect(nextSeat(rows, columns, '1A', 'End', true)).toBe('2C');
    expect(nextSeat(rows, columns, '1A', 'Tab')).toBeUndefined();
  });
});
