import { useEffect, useRef, useState } from 'react';
import { announcementPassed, secondsUntil } from '../../domain/mileage/code-countdown.ts';

/**
 * The one-time code's seconds left until `endsAt` (ms since the epoch; null while
 * no code is out), ticking each second for the clock on show, and the moment last
 * passed that a screen reader is to hear of (five, two and one minute, the end).
 */
export function useCodeClock(endsAt: number | null): { secondsLeft: number; moment: { at: number; seq: number } | null } {
  const [now, setNow] = useState(() => Date.now());
  const [moment, setMoment] = useState<{ at: number; seq: number } | null>(null);
  const before = useRef<number | null>(null);

  useEffect(() => {
    before.current = endsAt === null ? null : secondsUntil(endsAt, Date.now());
    setMoment(null);
    setNow(Date.now());
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      const left = secondsUntil(endsAt, at);
      const passed = before.current === null ? undefined : announcementPassed(before.current, left);
      before.current = left;
      setNow(at);
      if (passed !== undefined) setMoment((was) => ({ at: passed, seq: (was?.seq ?? 0) + 1 }));
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return { secondsLeft: endsAt === null ? 0 : secondsUntil(endsAt, now), moment };
}
