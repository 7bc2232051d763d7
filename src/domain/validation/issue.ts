import type { FieldCode } from '../error-codes.ts';

/** What is wrong with one input: a field code of spec 8 and, for length limits, the limit. */
export interface FieldIssue {
  readonly code: FieldCode;
  readonly params?: Readonly<{ min?: number; max?: number }>;
}

/** A rule looks at one (trimmed, non-empty) value and says what is wrong, or nothing. */
export type Rule = (value: string) => FieldIssue | undefined;

export const issue = (code: FieldCode, params?: FieldIssue['params']): FieldIssue => (params ? { code, params } : { code });

/** The first issue of several rules, in order. */
export function firstOf(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const found = rule(value);
      if (found) return found;
    }
    return undefined;
  };
}

/** A format rule: a value that does not match gets `code` (e01 unless said). */
export function pattern(regex: RegExp, code: FieldCode = 'e01'): Rule {
  return (value) => (regex.test(value) ? undefined : issue(code));
}

/** A length rule counted in characters (code points), so that a Chinese character counts once. */
export function maxLength(max: number, code: FieldCode = 'nameMax'): Rule {
  return (value) => ([...value].length > max ? issue(code, { max }) : undefined);
}

export function minLength(min: number, code: FieldCode = 'nameMin'): Rule {
  return (value) => ([...value].length < min ? issue(code, { min }) : undefined);
}

/** At most `max` spaces between words. */
export function maxSpaces(max: number): Rule {
  return (value) => ((value.match(/ /g)?.length ?? 0) > max ? issue('e01') : undefined);
}

/** Checks a whole value: an empty one is e00 when required and fine when optional. */
export function checkValue(rule: Rule, value: string | undefined | null, required = true): FieldIssue | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return required ? issue('e00') : undefined;
  return rule(trimmed);
}
