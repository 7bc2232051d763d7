/** Trip types of a flight search: single, return, multi-city (spec 3). */
export const TRIP_TYPES = { S: 0, R: 1, M: 2 } as const;
export type TripType = keyof typeof TRIP_TYPES;

/** Regions served as domestic China (spec 9). */
export const DOMESTIC_CHINA_REGIONS = ['CN', 'HK', 'MO', 'TW'] as const;
