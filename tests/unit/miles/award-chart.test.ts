import { describe, expect, it } from 'vitest';
import { AWARD_CHART, accruedMiles, awardZone, segmentAwardMiles } from '../../../src/server/miles/award-chart.ts';

describe('the award chart', () => {
  it('puts each distance in one zone, a zone’s limit included in it', () => {
    expect(awardZone(0).zone).toBe(1);
    expect(awardZone(1_000).zone).toBe(1);
    expect(awardZone(1_000.1).zone).toBe(2);
    expect(awardZone(7_500).zone).toBe(4);
    expect(awardZone(15_000).zone).toBe(5);
  });

  it('costs more in every higher cabin and every farther zone', () => {
    for (const zone of AWARD_CHART) for (let cabin = 1; cabin < 4; cabin++) expect(zone.miles[cabin]).toBeGreaterThan(zone.miles[cabin - 1]);
    for (let i = 1; i < AWARD_CHART.length; i++)
      for (let cabin = 0; cabin < 4; cabin++) expect(AWARD_CHART[i].miles[cabin]).toBeGreaterThan(AWARD_CHART[i - 1].miles[cabin]);
  });

  it('charges a child as an adult and an infant on a lap a tenth', () => {
    expect(segmentAwardMiles(1_900, 0, 'ADT')).toBe(12_000);
    expect(segmentAwardMiles(1_900, 0, 'CNN')).toBe(12_000);
    expect(segmentAwardMiles(1_900, 0, 'INF')).toBe(1_200);
    expect(segmentAwardMiles(7_400, 2, 'ADT')).toBe(70_000);
  });

  it('earns on a cash ticket the statute miles flown times the fare family’s percentage, rounded down', () => {
    expect(accruedMiles(1_609.344, 100)).toBe(1_000);
    expect(accruedMiles(1_609.344, 25)).toBe(250);
    expect(accruedMiles(7_400, 110)).toBe(5_057);
    expect(accruedMiles(500, 0)).toBe(0);
  });
});
