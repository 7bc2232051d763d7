/** The time source of the server; tests give a fixed one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
}

/** A clock that tests move forward by hand. */
export function manualClock(at: Date | string): Clock & { advance(ms: number): void } {
  let time = new Date(at).getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}
