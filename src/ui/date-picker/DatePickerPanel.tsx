import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { formatDate, parseDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { siteLocale, siteWeekStart } from '../../domain/locale-format.ts';
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
import type { DatePickerLabels } from './DatePicker.tsx';

export interface DatePickerPanelProps extends PickerBounds {
  /** The picker's id: the steps' options and the keys' hint are named after it. */
  readonly id: string;
  readonly lang: Lang;
  readonly site: string;
  /** YYYY-MM-DD, or '': where the steps start. */
  readonly value: string;
  readonly years: readonly number[];
  readonly labels: DatePickerLabels;
  /** A day was chosen (YYYY-MM-DD). */
  readonly onChoose: (date: string) => void;
  /** Escape: the picker closes and the focus goes back to its button. */
  readonly onClose: () => void;
}

/**
 * The open date picker's steps (year, then month, then day), shown in the picker's dialog while it is open; it is
 * loaded the first time a picker is about to open, so that a page's first load carries only the date fields.
 */
export default function DatePickerPanel({ id, lang, site, value, years, min, max, labels, onChoose, onClose }: DatePickerPanelProps) {
  const bounds = useMemo(() => ({ min, max }), [min, max]);
  const current = parseDate(value);
  const [step, setStep] = useState<Step>('year');
  const [picked, setPicked] = useState<{ year?: number; month?: number }>({});
  const [highlight, setHighlight] = useState(() => choosableFrom(yearOptions(years, bounds), years.indexOf(current?.year ?? years[0])));
  const list = useRef<HTMLDivElement>(null);
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
    if (target?.getAttribute('role') === stepRole && target !== document.activeElement) target.focus();
  }, [stepRole]);

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
      onChoose(formatDate({ year: picked.year ?? years[0], month: picked.month ?? 1, day: option.value }));
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
      onClose();
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
    <>
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
          aria-activedescendant={`${id}-day-${highlight}`}
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
          aria-activedescendant={`${id}-${step}-${highlight}`}
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
    </>
  );
}
