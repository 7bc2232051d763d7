import { useEffect, useMemo } from 'react';
import type { ExecutionSession } from '../../stores/execution-session.ts';
import { keptSessionEnd } from '../../stores/session-end.ts';
import { browserExecutionSession } from './browser-execution-session.ts';
import type { Translate } from './format.ts';
import { shopCalls } from './shop-calls.ts';

/**
 * The booking session of a funnel page after the results (passengers, extras, award booking), taken up where the
 * results page left it: its time left runs on, it can be extended, and its end is told, as there. It is the session
 * the page's address names, taken up as the page starts (`active`) while the page's data is on its way, so that its
 * time left shows with the data rather than after it; a page that finds no booking to go on with stops following it.
 */
export function useResumedSession(active: boolean, t: Translate): ExecutionSession {
  const session = useMemo(() => browserExecutionSession(shopCalls.getInfo, t), [t]);
  useEffect(() => {
    if (!active) return;
    session.resumeRunning(keptSessionEnd(new URLSearchParams(location.search).get('execution')));
    return () => session.dispose();
  }, [session, active]);
  return session;
}
