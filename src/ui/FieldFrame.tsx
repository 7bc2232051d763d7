import { type ReactNode, useId } from 'react';
import { FieldError } from './FieldError.tsx';

/** The ids a field's control takes: its own, and the hint and error that describe it. */
export function useFieldIds(
  hint: string | undefined,
  error: string | undefined,
  given?: { id?: string; describedBy?: string },
): { id: string; describedBy: string | undefined } {
  const own = useId();
  // A form that links its fields from an error summary names them itself.
  const id = given?.id ?? own;
  const describedBy = [hint ? `${id}-hint` : '', given?.describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

interface Props {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly className?: string;
  /** The field is a form's only one, so its message is the form's announcement (see FieldError). */
  readonly announceError?: boolean;
  readonly children: ReactNode;
}

/** A control with its label above and its hint and error below, both announced with it (see useFieldIds). */
export function FieldFrame({ id, label, hint, error, className, announceError, children }: Props) {
  return (
    <div className={`ui-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} announce={announceError} />
    </div>
  );
}
