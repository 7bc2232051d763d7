import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../lib/browser/when-idle.ts';

/**
 * Whether a part that is only seen on use (a long list of options) is drawn yet. Until it is, its field draws only
 * what it shows closed; `draw` draws it at once (call it as the field is first touched or focused), and it is drawn
 * anyway once the browser is idle, each such part in a task of its own: on a phone, a page's every long list drawn in
 * its first render is one long task that holds back the visitor's first tap.
 */
export function useDrawnOnUse(deferred: boolean): { readonly drawn: boolean; readonly draw: () => void } {
  const [drawn, setDrawn] = useState(!deferred);
  // From a touch or a focus, React commits the update before the event's own work (a native list opening) goes on;
  // from the idle callback, in a task of its own before the next idle callback runs.
  const draw = useCallback(() => setDrawn(true), []);
  useEffect(() => (drawn ? undefined : whenIdle(draw)), [drawn, draw]);
  return { drawn: drawn || !deferred, draw };
}
