import { type FocusEventHandler, type KeyboardEventHandler, type MouseEventHandler, type ReactNode, useId, useState } from 'react';
import { DELAYS } from '../timing.ts';
import { useDelayed } from '../use-delayed.ts';

export interface TooltipTriggerProps {
  'aria-describedby': string;
  onMouseEnter: MouseEventHandler;
  onMouseLeave: MouseEventHandler;
  onFocus: FocusEventHandler;
  onBlur: FocusEventHandler;
  onKeyDown: KeyboardEventHandler;
}

/**
 * A tooltip: shown 500 ms after the pointer rests on or the focus reaches its
 * trigger, hidden 200 ms after it leaves, at once by Esc. The text describes the
 * trigger for screen readers whether shown or not.
 */
export function Tooltip({ text, children }: { text: string; children: (trigger: TooltipTriggerProps) => ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const { schedule, cancel } = useDelayed();
  const show = () => schedule(() => setShown(true), DELAYS.tooltipShow);
  const hide = () => schedule(() => setShown(false), DELAYS.tooltipHide);
  return (
    <span className="ui-tooltip-anchor">
      {children({
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === 'Escape') {
            cancel();
            setShown(false);
          }
        },
      })}
      <span id={id} role="tooltip" className="ui-tooltip" hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
