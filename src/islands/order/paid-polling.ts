/** How long the paid page waits between asks: quickly at first, then more politely. */
const POLL_DELAYS_MS = [1_000, 1_500, 2_000, 3_000, 5_000];
const SLOW_POLL_MS = 10_000;
/** After this long the page stops asking by itself and offers to check again. */
export const POLL_GIVE_UP_MS = 3 * 60 * 1000;

/** The wait before the ask after `asked` asks. */
export function pollDelay(asked: number): number {
  return POLL_DELAYS_MS[asked] ?? SLOW_POLL_MS;
}
