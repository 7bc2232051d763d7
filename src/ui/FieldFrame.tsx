import { type ReactNode, useId } from 'react';
import { FieldError } from './FieldError.tsx';

/** The ids a field's control takes: its own, and the hint and error that describe it. */
export function useFieldIds(hint: string | undefined, error: string | undefined): { id: string; describedBy: string | undefined } {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

interface Props {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A control with its label above and its hint and error below, both announced with it (see useFieldIds). */
export function FieldFrame({ id, label, hint, error, className, children }: Props) {
  return (
    <div className={`ui-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
