import { useCallback, useEffect, useMemo, useRef } from 'react';

/** One pending timer at a time: `schedule` replaces it, `cancel` clears it, unmounting clears it. */
export function useDelayed(): { schedule: (task: () => void, ms: number) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(
    (task: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        task();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}
