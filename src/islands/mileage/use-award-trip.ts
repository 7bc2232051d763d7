import { useEffect, useMemo, useState } from 'react';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { ExecutionSession } from '../../stores/execution-session.ts';
import { browserExecutionSession } from '../shop/browser-execution-session.ts';
import type { Translate } from './award-format.ts';
import type { AwardTripCalls } from './award-trip-calls.ts';

/** The award search the page's link stands for, and its booking session. */
export interface AwardTrip {
  readonly args: string;
  readonly request: SearchRequest;
  readonly execution: string;
}

export type TripLoad = { state: 'loading' } | { state: 'ready'; trip: AwardTrip } | { state: 'failed' };

/**
 * Opens the award search of the page's sealed link (?args=) as the cash results
 * page does: its booking session (openBookingSession, which answers the trip the link stands for too), whose time
 * left the page shows and whose end it tells.
 */
export function useAwardTrip(calls: AwardTripCalls, t: Translate): { session: ExecutionSession; load: TripLoad } {
  const session = useMemo(() => browserExecutionSession(calls.getInfo, t), [calls, t]);
  const [load, setLoad] = useState<TripLoad>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    async function open(): Promise<void> {
      const args = new URLSearchParams(location.search).get('args');
      try {
        if (!args) {
          await session.load(null);
          if (!cancelled) setLoad({ state: 'failed' });
          return;
        }
        // Opening the session answers the link's trip too: one call, not two in a row.
        const info = await session.load(args);
        if (cancelled) return;
        setLoad(info ? { state: 'ready', trip: { args, request: info.request, execution: info.execution } } : { state: 'failed' });
      } catch (error) {
        if (cancelled || isApiError(error, 'overwrite')) return;
        setLoad({ state: 'failed' });
      }
    }
    void open();
    return () => {
      cancelled = true;
      session.dispose();
    };
  }, [session]);

  return { session, load };
}
