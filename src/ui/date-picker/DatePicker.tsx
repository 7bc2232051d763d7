import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { FieldError } from '../FieldError.tsx';
import { DELAYS } from '../timing.ts';
import { useDelayed } from '../use-delayed.ts';
import type { PickerBounds } from './calendar-steps.ts';

// Most visits type their dates or never open a picker: its steps load as a picker is about to open.
const loadPanel = () => import('./DatePickerPanel.tsx');
const DatePickerPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

export interface DatePickerLabels {
  choose: string;
  year: string;
  month: string;
  day: string;
  /** The hint of an empty field: YYYY-MM-DD in the language's letters. */
  format: string;
  /** How to go back a step, said to screen readers. */
  keys: string;
}

export interface DatePickerProps extends PickerBounds {
  label: string;
  lang: Lang;
  /** The site's code: dates and weeks follow its country. */
  site: string;
  /** YYYY-MM-DD, or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The years on offer. */
  years: readonly number[];
  labels: DatePickerLabels;
  error?: string;
  /** The id of the text input, for a form that links to it (ErrorSummary); else one of its own. */
  inputId?: string;
  required?: boolean;
}

/**
 * The date picker of spec 2: year, then month, then day. Enter chooses, Shift+Enter
 * goes back a step, Esc closes, Up and Down (and Left and Right) move the
 * highlight; dates out of range cannot be chosen; choosing a day hides the picker
 * after 200 ms. Month and day names come from Intl in the page's language.
 * The days are a grid with the keys of the WAI-ARIA date picker dialog (a week up
 * and down, Home and End, Page Up and Page Down), and the month shown follows the
 * highlighted day.
 */
export function DatePicker({ label, lang, site, value, onChange, years, min, max, labels, error, inputId, required }: DatePickerProps) {
  const id = useId();
  const controlId = inputId ?? `${id}-input`;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const hide = useDelayed();

  function openPicker(): void {
    hide.cancel();
    setOpen(true);
  }

  function close(refocus: boolean): void {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }

  function choose(date: string): void {
    onChange(date);
    hide.schedule(() => close(true), DELAYS.datePickerHide);
  }

  return (
    <div
      className="ui-date"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide.schedule(() => close(false), DELAYS.datePickerHide);
      }}
      onFocus={hide.cancel}
    >
      <label htmlFor={controlId} className="ui-label">
        {label}
      </label>
      <div className="ui-date-row">
        <input
          id={controlId}
          className="ui-input"
          value={value}
          required={required}
          placeholder={labels.format}
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          ref={toggle}
          type="button"
          className="ui-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          // The dialog is in the page only while it is open: every page with a date field carries its HTML.
          aria-controls={open ? `${id}-picker` : undefined}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => (open ? close(true) : openPicker())}
        >
          {labels.choose}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {open && (
        <div id={`${id}-picker`} role="dialog" aria-label={labels.choose} className="ui-date-picker">
          <Suspense fallback={null}>
            <DatePickerPanel
              id={id}
              lang={lang}
              site={site}
              value={value}
              years={years}
              min={min}
              max={max}
              labels={labels}
              onChoose={choose}
              onClose={() => close(true)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
