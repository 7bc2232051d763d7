import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { DELAYS } from '../timing.ts';
import { useDelayed } from '../use-delayed.ts';

export interface DropdownOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface DropdownProps {
  label: string;
  options: readonly DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown when nothing is chosen. */
  placeholder?: string;
}

/**
 * A dropdown with an option list (the select-only combobox of WAI-ARIA): Enter,
 * Space or Down opens it; Up and Down move; Enter chooses; Esc closes; the list
 * hides 300 ms after the focus leaves.
 */
export function Dropdown({ label, options, value, onChange, placeholder = '' }: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((o) => o.value === value),
    ),
  );
  const button = useRef<HTMLButtonElement>(null);
  const { schedule, cancel } = useDelayed();
  const chosen = options.find((o) => o.value === value);

  function move(step: number): void {
    if (options.length === 0) return;
    let next = active;
    for (let i = 0; i < options.length; i++) {
      next = (next + step + options.length) % options.length;
      if (!options[next].disabled) break;
    }
    setActive(next);
  }

  function choose(index: number): void {
    const option = options[index];
    if (!option || option.disabled) return;
    onChange(option.value);
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else setOpen(true);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : options.length - 1);
        }
        break;
    }
  }

  return (
    <div className="ui-dropdown">
      <span id={`${id}-label`} className="ui-label">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        role="combobox"
        className="ui-dropdown-button"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onKeyDown}
        onBlur={() => schedule(() => setOpen(false), DELAYS.optionListHide)}
        onFocus={cancel}
      >
        {chosen?.label ?? placeholder}
      </button>
      <ul id={`${id}-list`} role="listbox" aria-labelledby={`${id}-label`} className="ui-options" hidden={!open} tabIndex={-1}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={option.value === value}
            aria-disabled={option.disabled || undefined}
            className={index === active ? 'ui-option ui-active' : 'ui-option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
