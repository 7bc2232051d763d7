import { describe, expect, it } from 'vitest';
import { CABIN_CLASSES } from '../../../src/domain/reference/cabins.ts';
import { aircraftFor } from '../../../src/server/airline/demo/routes.ts';
import { seatsByCabin } from '../../../src/server/airline/fares/cabins.ts';
import { aircraftLayout } from '../../../src/server/airline/seatmaps/layouts.ts';
import { seatPrice } from '../../../src/server/airline/seatmaps/seat-prices.ts';

const seatCount = (layout: ReturnType<typeof aircraftLayout>, cabin: number) =>
  layout.cabins.find((c) => c.cabin === cabin)?.rows.reduce((sum, row) => sum + row.seats.length, 0) ?? 0;

describe('seat maps of the demo fleet', () => {
  it.each([1000, 3000, 5000, 9000])('seat exactly as many passengers per cabin as the configuration sells, for a %i km aircraft', (km) => {
    const plan = aircraftFor(km);
    const layout = aircraftLayout(plan.type, plan.configuration);
    for (const [cabin, seats] of seatsByCabin(plan.configuration)) expect(seatCount(layout, cabin), `${plan.type} cabin ${cabin}`).toBe(seats);
  });

  it('are the same every time for the same aircraft, with a few blocked seats and exit rows in economy only', () => {
    const plan = aircraftFor(1000);
    const layout = aircraftLayout(plan.type, plan.configuration);
    expect(aircraftLayout(plan.type, plan.configuration)).toEqual(layout);
    const economy = layout.cabins.find((c) => c.cabin === CABIN_CLASSES.Economy);
    const business = layout.cabins.find((c) => c.cabin === CABIN_CLASSES.Business);
    const blocked = economy?.rows.flatMap((r) => r.seats.filter((s) => s.blocked)) ?? [];
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.length).toBeLessThan(10);
    expect(economy?.rows.filter((r) => r.kind === 'exit')).toHaveLength(2);
    expect(business?.rows.every((r) => r.kind === 'standard' && r.seats.every((s) => !s.blocked))).toBe(true);
  });

  it('number rows front to back across cabins without row 13, and name windows, aisles and middles by the aisles', () => {
    const plan = aircraftFor(9000);
    const layout = aircraftLayout(plan.type, plan.configuration);
    const numbers = layout.cabins.flatMap((c) => c.rows.map((r) => r.number));
    expect(numbers).not.toContain(13);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    const economy = layout.cabins.find((c) => c.cabin === CABIN_CLASSES.Economy);
    expect(economy?.columns).toEqual(['A', 'B', 'C', null, 'D', 'E', 'F', null, 'H', 'J', 'K']);
    expect(economy?.rows[1].seats.map((s) => s.position)).toEqual(['window', 'middle', 'aisle', 'aisle', 'middle', 'aisle', 'aisle', 'middle', 'window']);
  });

  it('lay an unknown narrow-body out six abreast and a large unknown aircraft with two aisles', () => {
    expect(aircraftLayout('E90', { Y: 96 }).cabins[0].columns).toEqual(['A', 'B', 'C', null, 'D', 'E', 'F']);
    expect(aircraftLayout('XYZ', { Y: 300 }).cabins[0].columns.filter((c) => c === null)).toHaveLength(2);
  });
});

describe('seat prices', () => {
  it('are free above economy, free for standard economy seats where the family includes seat selection, and paid for exit rows always', () => {
    expect(seatPrice('standard', CABIN_CLASSES.Business, { seatSelection: 'paid' }, 'long')).toBe(0);
    expect(seatPrice('standard', CABIN_CLASSES.Economy, { seatSelection: 'free' }, 'short')).toBe(0);
    expect(seatPrice('standard', CABIN_CLASSES.Economy, { seatSelection: 'paid' }, 'short')).toBeGreaterThan(0);
    expect(seatPrice('exit', CABIN_CLASSES.Economy, { seatSelection: 'free' }, 'short')).toBeGreaterThan(0);
    expect(seatPrice('exit', CABIN_CLASSES.Economy, { seatSelection: 'free' }, 'long')).toBeGreaterThan(
      seatPrice('exit', CABIN_CLASSES.Economy, { seatSelection: 'free' }, 'short'),
    );
  });
});
