import * as v from 'valibot';
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

/** Carries a rule's limits through valibot, whose issue holds only a message. */
export const PARAMS_PREFIX = 'params:';

export function toValibot(found: FieldIssue): { message: string; expected?: string } {
  return found.params ? { message: found.code, expected: `${PARAMS_PREFIX}${JSON.stringify(found.params)}` } : { message: found.code };
}

/** The field issue behind a valibot issue raised by these schemas (or e01 for a schema's own wording). */
export function fieldIssueOf(raised: v.BaseIssue<unknown>): FieldIssue {
  const code = /^[A-Za-z0-9_]+$/.test(raised.message) ? (raised.message as FieldCode) : 'e01';
  const params = raised.expected?.startsWith(PARAMS_PREFIX) ? (JSON.parse(raised.expected.slice(PARAMS_PREFIX.length)) as FieldIssue['params']) : undefined;
  return issue(code, params);
}

/** What a text field takes in: text, a number typed into it, or nothing. */
export type TextInput = string | number | null | undefined;

/**
 * A valibot schema of one text field governed by a rule: trimmed; empty is e00
 * (or allowed, when optional, as undefined); a value that is not text is e01.
 */
export function textField(rule: Rule, options: { optional: true }): v.OptionalSchema<v.GenericSchema<TextInput, string | undefined>, undefined>;
export function textField(rule: Rule, options?: { optional?: false }): v.GenericSchema<string | number, string>;
export function textField(rule: Rule, options: { optional?: boolean } = {}): v.GenericSchema<TextInput, string | undefined> {
  const field = v.pipe(
    v.unknown(),
    // The API document shows the field as the text it takes (metadata become JSON-schema keywords).
    v.metadata({ type: 'string' }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
        addIssue({ message: 'e01' });
        return NEVER;
      }
      const value = raw === undefined || raw === null ? '' : String(raw).trim();
      if (value === '') {
        if (options.optional) return undefined;
        addIssue({ message: 'e00' });
        return NEVER;
      }
      const found = rule(value);
      if (found) {
        addIssue(toValibot(found));
        return NEVER;
      }
      return value;
    }),
  );
  // The schema checks any value at run time; callers are typed to send text.
  const typed = field as v.GenericSchema<unknown, string | undefined> as v.GenericSchema<TextInput, string | undefined>;
  // An object only lets a key be missing when its entry schema says it is optional.
  return options.optional ? v.optional(typed) : typed;
}

/**
 * The field issues of a failed valibot parse, one per field (the first), keyed by
 * dot path: what a form shows beside each input and what the API answers in `fields`.
 */
export function collectFieldIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  for (const raised of issues) {
    const path = v.getDotPath(raised) ?? '';
    fields[path] ??= raised.input === undefined || raised.input === '' ? issue('e00') : fieldIssueOf(raised);
  }
  return fields;
}

/** Validates a form's values against a schema: the parsed values, or the issue of each wrong field. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; fields: Record<string, FieldIssue> } {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, value: result.output } : { ok: false, fields: collectFieldIssues(result.issues) };
}
