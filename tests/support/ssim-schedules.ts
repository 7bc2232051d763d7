import type { SsimLeg, SsimSchedule } from '../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../src/server/airline/ssim/write.ts';

const end = (station: string, time: number) => ({ station, passengerTime: time, aircraftTime: time, utcOffset: 480, terminal: '' });

/** A daily Guangzhou–Shanghai leg of the winter season, 10:00 to 13:00, changed as a test needs; `from` and `to` move it. */
export function ssimTestLeg(over: Partial<SsimLeg> & { from?: string; to?: string } = {}): SsimLeg {
  const { from = 'CAN', to = 'PVG', ...rest } = over;
  return {
    airline: 'CZ',
    flightNumber: 3301,
    suffix: '',
    variation: 1,
    legSequence: 1,
    serviceType: 'J',
    periodFrom: { year: 2026, month: 11, day: 21 },
    periodTo: { year: 2027, month: 3, day: 27 },
    days: [1, 2, 3, 4, 5, 6, 7],
    departure: end(from, 600),
    arrival: end(to, 780),
    arrivalDayOffset: 0,
    aircraftType: '320',
    bookingDesignators: 'JCDIYBMHKULQ',
    configuration: { C: 8, Y: 150 },
    cargo: {},
    aircraftVersion: '',
    mealNote: 'S',
    ...rest,
  };
}

/** A SSIM file of one carrier block holding the legs (the first leg's airline), changed as a test needs. */
export function ssimTestFile(legs: SsimLeg[], over: Partial<Omit<SsimSchedule, 'legs'>> = {}): string {
  return writeSsim({
    airline: legs[0]?.airline ?? 'CZ',
    timeMode: 'L',
    season: 'W26',
    validFrom: { year: 2026, month: 11, day: 1 },
    validTo: { year: 2027, month: 12, day: 31 },
    creationDate: { year: 2026, month: 11, day: 21 },
    title: 'TEST',
    ...over,
    legs,
  });
}
