import { type MouseEvent, useEffect, useId, useRef } from 'react';

export interface SummaryIssue {
  /** The id of the field in error, or of a block that holds it (its first wrong control then takes the focus). */
  readonly target: string;
  /** The field's name as the form labels it. */
  readonly label: string;
  readonly message: string;
}

export interface ErrorSummaryProps {
  /** Says that the form was refused, and how many fields are wrong. */
  readonly heading: string;
  readonly issues: readonly SummaryIssue[];
  /** What the server answered, when the form itself was right. */
  readonly failure?: string;
  /** Counts refused sends: each one moves the focus to the summary, so that it is read out once. */
  readonly refusals: number;
}

const CONTROLS = 'input, select, textarea, button';

/** The control a summary link leads to: the target itself, else the first wrong (or first) control inside it. */
export function controlOf(target: HTMLElement): HTMLElement | null {
  if (target.matches(CONTROLS)) return target;
  return target.querySelector<HTMLElement>('[aria-invalid="true"]') ?? target.querySelector<HTMLElement>(CONTROLS);
}

/**
 * The one announcement of a refused form: a heading and a link to each wrong field. The fields' own messages stay
 * quiet (they are read with the field), so that a form with ten mistakes is announced once, not ten times.
 */
export function ErrorSummary({ heading, issues, failure, refusals }: ErrorSummaryProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = issues.length > 0 || Boolean(failure);
  useEffect(() => {
    if (refusals > 0) box.current?.focus();
  }, [refusals]);
  if (!shown) return null;

  function follow(event: MouseEvent<HTMLAnchorElement>, target: string): void {
    const element = document.getElementById(target);
    const control = element && controlOf(element);
    if (!control) return;
    // Focusing the control itself (not jumping to the anchor) puts the cursor where the fix is typed.
    event.preventDefault();
    control.focus();
  }

  return (
    <div ref={box} className="ui-error-summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="ui-error-summary-heading">
        {issues.length > 0 ? heading : failure}
      </h2>
      {issues.length > 0 && failure && <p>{failure}</p>}
      {issues.length > 0 && (
        <ul>
          {issues.map((issue) => (
            <li key={issue.target}>
              <a href={`#${issue.target}`} onClick={(event) => follow(event, issue.target)}>
                {issue.label}: {issue.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
