/** At the latest this long after it is asked for, an idle task runs even on a page that stays busy. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs a task once the browser has nothing more urgent to do (after the page's first paint and hydration), and at
 * the latest after `timeout` ms; where the browser has no idle callback (Safari), a moment after the page settles.
 * Returns a function that cancels the task.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
