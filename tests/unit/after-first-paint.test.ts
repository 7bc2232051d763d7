import { afterEach, describe, expect, it, vi } from 'vitest';
import afterFirstPaint, { afterFirstContentfulPaint, LONGEST_WAIT_MS } from '../../src/lib/browser/after-first-paint.ts';

type PaintListener = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A page with paint timing: `paint(name)` reports a paint entry to the observers the code made. */
function pageWithPaintTiming(options: { hidden?: boolean; painted?: string[] } = {}) {
  const listeners: PaintListener[] = [];
  const disconnected: PaintListener[] = [];
  const reported = [...(options.painted ?? [])];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly listener: PaintListener;
    constructor(listener: PaintListener) {
      this.listener = listener;
    }
    observe() {
      listeners.push(this.listener);
    }
    disconnect() {
      disconnected.push(this.listener);
    }
  }
  vi.stubGlobal('document', { visibilityState: options.hidden ? 'hidden' : 'visible' });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('performance', { getEntriesByName: (name: string) => reported.filter((entry) => entry === name) });
  return {
    paint(name: string) {
      reported.push(name);
      for (const listener of listeners.filter((l) => !disconnected.includes(l))) {
        listener({ getEntriesByName: (wanted) => (wanted === name ? [name] : []) });
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('an island hydrated after the first paint', () => {
  it('waits for the first contentful paint, not the first paint, and starts once even when the longest wait passes too', () => {
    vi.useFakeTimers();
    const page = pageWithPaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    page.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on a page already painted, and on a hidden page, which paints nothing', () => {
    pageWithPaintTiming({ painted: ['first-paint', 'first-contentful-paint'] });
    const onPainted = vi.fn();
    afterFirstContentfulPaint(onPainted);
    expect(onPainted).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    pageWithPaintTiming({ hidden: true });
    const onHidden = vi.fn();
    afterFirstContentfulPaint(onHidden);
    expect(onHidden).toHaveBeenCalledOnce();
  });

  it('starts after the longest wait when no contentful paint is ever reported', () => {
    vi.useFakeTimers();
    pageWithPaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts after a frame and a task where the browser has no paint timing', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(function PerformanceObserver() {}, { supportedEntryTypes: ['mark'] }),
    );
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it('loads the island and hydrates it only once the page is painted', async () => {
    const page = pageWithPaintTiming();
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(async () => hydrate);
    afterFirstPaint(load, { name: 'SearchBox', value: '' }, {} as HTMLElement);
    expect(load).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
