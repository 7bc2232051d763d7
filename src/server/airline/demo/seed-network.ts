import { writeFile } from 'node:fs/promises';
import { AIRLINE_TIME_ZONE } from '../../../domain/calendar.ts';
import { calendarDateIn } from '../../../domain/validation/dates.ts';
import type { DemoStep } from '../../db/seed.ts';
import { networkAirports } from '../airports.ts';
import { airportLookup, importSchedule } from '../schedule-import.ts';
import { writeSsim } from '../ssim/write.ts';
import { generateDemoSchedule } from './generate.ts';

/** The demo schedule runs a year and a day from the first start, as far as searches may look ahead. */
export const DEMO_SCHEDULE_DAYS = 367;

/**
 * The demo network as a seed step: the generator writes a SSIM file (kept beside
 * the database when there is a folder for it), which goes in through the importer
 * an operator would use for their own schedule.
 */
export function demoNetworkStep(options: { ssimFile?: string } = {}): DemoStep {
  return async (handle, clock, logger) => {
    const airports = await networkAirports();
    const content = writeSsim(generateDemoSchedule(airports, calendarDateIn(clock.now(), AIRLINE_TIME_ZONE), DEMO_SCHEDULE_DAYS));
    if (options.ssimFile) await writeFile(options.ssimFile, content);
    const result = await importSchedule(handle, content, airportLookup(airports), clock);
    logger.info('demo schedule imported', { legs: result.legs, airports: result.airports });
  };
}
