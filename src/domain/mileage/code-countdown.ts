/**
 * The one-time code's time left: the clock shown beside the code field, and the
 * few moments a screen reader is told of it (never every second).
 */

/** Seconds left at which the time left is announced: five, two and one minute, and the end. */
export const CODE_ANNOUNCEMENTS: readonly number[] = [300, 120, 60, 0];

/** Whole seconds left until a moment (ms since the epoch), never below zero. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The clock of the seconds left: m:ss. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The announcement moment passed between two ticks (the seconds left before and now), if any: the latest
 * one passed, so that a tab woken after a long sleep announces once, not each moment it slept through.
 */
export function announcementPassed(before: number, now: number): number | undefined {
  return CODE_ANNOUNCEMENTS.filter((moment) => now <= moment && before > moment).at(-1);
}
