import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDate, parseDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { siteLocale, siteWeekStart } from '../../domain/locale-format.ts';
import { FieldError } from '../FieldError.tsx';
import { DELAYS } from '../timing.ts';
import { useDelayed } from '../use-delayed.ts';
import { calendarNames } from './calendar-names.ts';
import {
  choosableFrom,
  dayAfterKey,
  dayOptions,
  monthOptions,
  monthWeeks,
  type PickerBounds,
  reachableRange,
  type Step,
  stepHighlight,
  yearOptions,
} from './calendar-steps.ts';

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
  const bounds = useMemo(() => ({ min, max }), [min, max]);
  const current = parseDate(value);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('year');
  const [picked, setPicked] = useState<{ year?: number; month?: number }>({});
  const [highlight, setHighlight] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hide = useDelayed();
  const locale = siteLocale(lang, site);
  const firstDay = siteWeekStart(lang, site);

  const options = useMemo(() => {
    if (step === 'year') return yearOptions(years, bounds);
    if (step === 'month') return monthOptions(picked.year ?? years[0], bounds);
    return dayOptions(picked.year ?? years[0], picked.month ?? 1, bounds);
  }, [step, years, bounds, picked]);

  const names = useMemo(() => calendarNames(locale, firstDay), [locale, firstDay]);

  // The day grid takes the place of the month list, and the month list that of the day grid (Shift+Enter): the focus
  // moves with the step, so the keys keep working.
  const stepRole = step === 'day' ? 'grid' : 'listbox';
  useEffect(() => {
    const target = list.current;
    if (open && target?.getAttribute('role') === stepRole && target !== document.activeElement) target.focus();
  }, [open, stepRole]);

  function openPicker(): void {
    hide.cancel();
    setStep('year');
    setPicked({});
    setHighlight(choosableFrom(yearOptions(years, bounds), years.indexOf(current?.year ?? years[0])));
    setOpen(true);
  }

  function close(refocus: boolean): void {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }

  function choose(index: number): void {
    const option = options[index];
    if (!option || option.disabled) return;
    if (step === 'year') {
      setPicked({ year: option.value });
      setStep('month');
      setHighlight(choosableFrom(monthOptions(option.value, bounds), (current?.month ?? 1) - 1));
    } else if (step === 'month') {
      const year = picked.year ?? years[0];
      setPicked({ year, month: option.value });
      setStep('day');
      setHighlight(choosableFrom(dayOptions(year, option.value, bounds), (current?.day ?? 1) - 1));
    } else {
      onChange(formatDate({ year: picked.year ?? years[0], month: picked.month ?? 1, day: option.value }));
      hide.schedule(() => close(true), DELAYS.datePickerHide);
    }
  }

  function back(): void {
    if (step === 'day') {
      setStep('month');
      setHighlight((picked.month ?? 1) - 1);
    } else if (step === 'month') {
      setStep('year');
      setHighlight(Math.max(0, years.indexOf(picked.year ?? years[0])));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const moves: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    const from = { year: picked.year ?? years[0], month: picked.month ?? 1, day: highlight + 1 };
    const to = step === 'day' ? dayAfterKey(from, event.key, event.shiftKey, reachableRange(years, bounds), firstDay) : undefined;
    if (to) {
      event.preventDefault();
      setPicked({ year: to.year, month: to.month });
      setHighlight(to.day - 1);
    } else if (event.key in moves) {
      event.preventDefault();
      setHighlight((at) => stepHighlight(options, at, moves[event.key]));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (event.shiftKey) back();
      else choose(highlight);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  const optionLabel = (v: number) => (step === 'month' ? names.month(v) : String(v));
  const stepLabel = step === 'year' ? labels.year : step === 'month' ? labels.month : labels.day;
  const heading = picked.year === undefined ? '' : picked.month ? names.yearMonth(picked.year, picked.month) : String(picked.year);
  const shownMonth = { year: picked.year ?? years[0], month: picked.month ?? 1 };
  const dayCell = (day: number) => {
    const index = day - 1;
    const date = { ...shownMonth, day };
    const disabled = options[index]?.disabled ?? true;
    return (
      <span
        key={day}
        id={`${id}-day-${index}`}
        role="gridcell"
        aria-selected={value === formatDate(date)}
        aria-disabled={disabled || undefined}
        aria-label={names.day(date)}
        className={['ui-date-cell', index === highlight ? 'ui-active' : '', disabled ? 'ui-disabled' : ''].join(' ').trim()}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setHighlight(index);
          choose(index);
        }}
      >
        {names.dayOfMonth(date)}
      </span>
    );
  };

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
          aria-controls={`${id}-picker`}
          onClick={() => (open ? close(true) : openPicker())}
        >
          {labels.choose}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <div id={`${id}-picker`} role="dialog" aria-label={labels.choose} className="ui-date-picker" hidden={!open}>
        <p className="ui-date-heading" aria-live="polite">
          {heading ? `${heading} · ${stepLabel}` : stepLabel}
        </p>
        {step === 'day' && (
          <div className="ui-date-week ui-weekdays" aria-hidden="true">
            {names.weekdays.map((w, i) => (
              <span key={i}>{w}</span>
            ))}
          </div>
        )}
        {step === 'day' ? (
          <div
            ref={list}
            role="grid"
            aria-label={stepLabel}
            aria-describedby={`${id}-keys`}
            aria-activedescendant={open ? `${id}-day-${highlight}` : undefined}
            tabIndex={0}
            className="ui-date-grid"
            onKeyDown={onKeyDown}
          >
            {monthWeeks(shownMonth.year, shownMonth.month, firstDay).map((week) => (
              <div key={`week-${week.find((day) => day !== undefined)}`} role="row" className="ui-date-week">
                {week.map((day, i) => (day === undefined ? <span key={`blank-${i}`} role="gridcell" className="ui-date-blank" /> : dayCell(day)))}
              </div>
            ))}
          </div>
        ) : (
          <div
            ref={list}
            role="listbox"
            aria-label={stepLabel}
            aria-describedby={`${id}-keys`}
            aria-activedescendant={open ? `${id}-${step}-${highlight}` : undefined}
            tabIndex={0}
            className="ui-date-list"
            onKeyDown={onKeyDown}
          >
            {options.map((option, index) => (
              <div
                key={`${step}-${option.value}`}
                id={`${id}-${step}-${index}`}
                role="option"
                aria-selected={index === highlight}
                aria-disabled={option.disabled || undefined}
                className={['ui-date-cell', index === highlight ? 'ui-active' : '', option.disabled ? 'ui-disabled' : ''].join(' ').trim()}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setHighlight(index);
                  choose(index);
                }}
              >
                {optionLabel(option.value)}
              </div>
            ))}
          </div>
        )}
        <p id={`${id}-keys`} className="visually-hidden">
          {labels.keys}
        </p>
      </div>
    </div>
  );
}
