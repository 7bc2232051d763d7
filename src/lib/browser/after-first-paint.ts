import type { ClientDirective } from 'astro';

/** The longest an island waits for the page's first contentful paint, for a browser that never reports one. */
export const LONGEST_WAIT_MS = 1000;

/**
 * Calls `then` once the page's first contentful paint is on the screen (the browser's paint timing tells when it has
 * been presented, which may be well after the frame's own work), at once in a page that is hidden and paints
 * nothing, and after a frame where paint timing is missing.
 */
export function afterFirstContentfulPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame's callbacks run just before it is painted; a task they queue runs once it has been.
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    once();
    return;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(longestWait);
    once();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) stop();
  });
  observer.observe({ type: 'paint' });
  const longestWait = setTimeout(stop, LONGEST_WAIT_MS);
}

/**
 * `client:painted`: a page's island starts loading, and hydrates, once the prerendered page has been painted. With
 * `client:load`, a phone whose cache already held the scripts (every page after the first) ran them and the
 * hydration before the first frame, and showed nothing until they were done.
 */
const afterFirstPaint: ClientDirective = (load) => {
  afterFirstContentfulPaint(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default afterFirstPaint;
