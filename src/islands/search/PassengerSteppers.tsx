import { useId } from 'react';
import { PASSENGER_KINDS, type PassengerCounts, type PassengerKind, type PassengerRule, stepCheck } from '../../domain/shop/search-box-passengers.ts';
import { FieldError } from '../../ui/FieldError.tsx';

export interface PassengerLabels {
  legend: string;
  /** Per kind: its name, its ages, the two buttons and the count as said to screen readers ("Adults: {count}"). */
  kinds: Readonly<Record<PassengerKind, { name: string; ages: string; add: string; remove: string; count: (n: number) => string }>>;
  /** The rules the steppers keep, in words. */
  rules: Readonly<Record<Exclude<PassengerRule, 'zero'>, string>>;
}

export interface PassengerSteppersProps {
  counts: PassengerCounts;
  onStep: (kind: PassengerKind, delta: 1 | -1) => void;
  labels: PassengerLabels;
  errors: Readonly<Partial<Record<PassengerKind, string>>>;
}

const RULES = ['minAdult', 'maxSeats', 'infants'] as const;

/**
 * Adults, children and infants with − and + buttons. A button whose step a rule
 * forbids stays focusable but is marked aria-disabled and points to the rule it
 * would break, so that keyboard users do not lose their place and hear why.
 */
export function PassengerSteppers({ counts, onStep, labels, errors }: PassengerSteppersProps) {
  const id = useId();
  const ruleId = (rule: PassengerRule) => (rule === 'zero' ? undefined : `${id}-rule-${rule}`);

  function stepButton(kind: PassengerKind, delta: 1 | -1) {
    const check = stepCheck(counts, kind, delta);
    const text = delta === 1 ? labels.kinds[kind].add : labels.kinds[kind].remove;
    const describedBy = [check.allowed ? undefined : ruleId(check.rule), errors[kind] ? `${id}-${kind}-error` : undefined].filter(Boolean).join(' ');
    return (
      <button
        type="button"
        className="ui-button search-step"
        aria-disabled={check.allowed ? undefined : true}
        aria-describedby={describedBy || undefined}
        onClick={() => {
          if (check.allowed) onStep(kind, delta);
        }}
      >
        <span aria-hidden="true">{delta === 1 ? '+' : '−'}</span>
        <span className="visually-hidden">{text}</span>
      </button>
    );
  }

  return (
    <fieldset className="search-passengers">
      <legend>{labels.legend}</legend>
      {PASSENGER_KINDS.map((kind) => (
        <div key={kind} className="search-stepper" data-field={kind}>
          <span className="search-stepper-name">
            {labels.kinds[kind].name} <span className="search-hint">{labels.kinds[kind].ages}</span>
          </span>
          {stepButton(kind, -1)}
          <output className="search-count" aria-live="polite">
            <span aria-hidden="true">{counts[kind]}</span>
            <span className="visually-hidden">{labels.kinds[kind].count(counts[kind])}</span>
          </output>
          {stepButton(kind, 1)}
          <FieldError id={`${id}-${kind}-error`} message={errors[kind]} />
        </div>
      ))}
      <ul className="search-rules">
        {RULES.map((rule) => (
          <li key={rule} id={ruleId(rule)}>
            {labels.rules[rule]}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
