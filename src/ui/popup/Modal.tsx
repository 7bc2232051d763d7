import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { closeLayer, isTopLayer, openLayer } from './layers.ts';

export interface ModalProps {
  title: string;
  /** Closing by Esc or by the close button; leave out for a box that must be answered. */
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
  /** Role alertdialog for messages that interrupt. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A pop-up box over the page: stacked above earlier ones (z-index from 991),
 * focus kept inside while open and given back when it closes, Esc closes the top one.
 */
export function Modal({ title, onClose, closeLabel, children, role = 'dialog', describedBy }: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const box = useRef<HTMLDivElement>(null);
  const [zIndex] = useState(() => openLayer(id));

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => {
      closeLayer(id);
      previous?.focus();
    };
  }, [id]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (!isTopLayer(id)) return;
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const [firstItem, lastItem] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  }

  return (
    <div className="ui-overlay" style={{ zIndex }}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both of which take aria-modal */}
      <div
        ref={box}
        className="ui-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ui-modal-head">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="ui-close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
