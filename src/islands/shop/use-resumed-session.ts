import { useEffect, useMemo } from 'react';
import type { ExecutionSession } from '../../stores/execution-session.ts';
import { keptSessionEnd } from '../../stores/session-end.ts';
import { browserExecutionSession } from './browser-execution-session.ts';
import type { Translate } from './format.ts';
import { shopCalls } from './shop-calls.ts';

/**
 * The booking session of a funnel page after the results (passengers, extras, award booking), taken up where the
 * results page left it: its time left runs on, it can be extended, and its end is told, as there.
 */
export function useResumedSession(execution: string | null, t: Translate): ExecutionSession {
  const session = useMemo(() => browserExecutionSession(shopCalls.getInfo, t), [t]);
  useEffect(() => {
    session.resume(keptSessionEnd(execution));
    return () => session.dispose();
  }, [session, execution]);
  return session;
}
