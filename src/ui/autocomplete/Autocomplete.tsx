import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../FieldError.tsx';
import { DELAYS } from '../timing.ts';
import { useDelayed } from '../use-delayed.ts';

export interface Suggestion<T = undefined> {
  readonly key: string;
  readonly label: string;
  readonly detail?: string;
  /** What the suggestion stands for, handed back when it is picked. */
  readonly value?: T;
}

export interface AutocompleteProps<T> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for what is typed; may be async. */
  suggest: (text: string) => readonly Suggestion<T>[] | Promise<readonly Suggestion<T>[]>;
  onPick: (suggestion: Suggestion<T>) => void;
  minChars: number;
  debounceMs: number;
  /** Said when nothing matches. */
  noMatch?: string;
  inputMode?: 'text' | 'email';
  type?: 'text' | 'email';
  autoComplete?: string;
  error?: string;
  hint?: ReactNode;
  /** The id of the input, for a form that links to it (ErrorSummary); else one of its own. */
  inputId?: string;
  required?: boolean;
}

/**
 * A text field with a list of suggestions (the WAI-ARIA combobox with list
 * autocomplete): the list follows typing from `minChars` characters after a pause
 * of `debounceMs`; Up and Down move; Enter picks; Esc closes; it hides 300 ms after
 * the focus leaves.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const { label, value, onChange, suggest, onPick, minChars, debounceMs, noMatch, error } = props;
  const id = useId();
  const [items, setItems] = useState<readonly Suggestion<T>[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const debounce = useDelayed();
  const hide = useDelayed();
  const latest = useRef(0);

  useEffect(() => {
    if (!typed.current) return;
    if ([...value.trim()].length < minChars) {
      setOpen(false);
      return;
    }
    debounce.schedule(() => {
      const ticket = ++latest.current;
      void Promise.resolve(suggest(value.trim())).then((found) => {
        if (ticket !== latest.current) return;
        setItems(found);
        setActive(-1);
        setOpen(true);
      });
    }, debounceMs);
  }, [value, minChars, debounceMs, suggest, debounce]);

  function pick(item: Suggestion<T> | undefined): void {
    if (!item) return;
    typed.current = false;
    onPick(item);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open || items.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const showList = open && (items.length > 0 || Boolean(noMatch));
  return (
    <div className="ui-autocomplete">
      <label htmlFor={props.inputId ?? `${id}-input`} className="ui-label">
        {label}
      </label>
      <input
        id={props.inputId ?? `${id}-input`}
        className="ui-input"
        required={props.required}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        // The list is in the page only while it shows, as the page's HTML has no list to name.
        aria-controls={showList ? `${id}-list` : undefined}
        aria-activedescendant={showList && active >= 0 ? `${id}-item-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => {
          typed.current = true;
          // Suggestions for the earlier text must not be picked while new ones are on their way.
          setItems([]);
          setActive(-1);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => hide.schedule(() => setOpen(false), DELAYS.autocompleteHide)}
        onFocus={hide.cancel}
      />
      {showList && (
        <ul id={`${id}-list`} role="listbox" aria-label={label} className="ui-options">
          {items.map((item, index) => (
            <li
              key={item.key}
              id={`${id}-item-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'ui-option ui-active' : 'ui-option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <span>{item.label}</span>
              {item.detail && <span className="ui-option-detail"> {item.detail}</span>}
            </li>
          ))}
          {items.length === 0 && noMatch && (
            <li role="option" aria-selected={false} aria-disabled className="ui-option ui-empty">
              {noMatch}
            </li>
          )}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
