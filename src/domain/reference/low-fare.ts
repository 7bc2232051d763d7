/** Low-fare alert statuses (spec 4); '-' stands for all in a filter. */
export const LOW_FARE_STATUS = { all: '-', running: 0, cancelled: 1, done: 2, outdated: 3 } as const;

/** A guest's confirmation link works once within this many days. */
export const ALERT_CONFIRM_DAYS = 7;

/** Trip type of a low-fare alert. */
export const LOW_FARE_TRIP = { single: 1, round: 2 } as const;

/** What a low-fare order is for. */
export const LOW_FARE_ORDER_TYPE = { subscribe: 1, recover: 2 } as const;

/** Whether connections are allowed: nonstopOnly is true when they are not. */
export const FLIGHT_SCHEME = { allow: 1, notAllow: 2 } as const;

export function nonstopOnly(scheme: (typeof FLIGHT_SCHEME)[keyof typeof FLIGHT_SCHEME]): boolean {
  return scheme === FLIGHT_SCHEME.notAllow;
}
