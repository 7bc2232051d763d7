import * as v from 'valibot';
import type { FieldCode } from '../error-codes.ts';
import { type FieldIssue, issue, type Rule } from './issue.ts';

/*
 * The rules of issue.ts as valibot schemas, and a failed parse's issues as field issues. Apart from the rules, which
 * a page may run without the schema library (a form's field limits, a document's birth date).
 */

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

/** A check by a schema where no field issues are wanted (a value read back from storage): the parsed value, or undefined. */
export function schemaCheck<S extends v.GenericSchema>(schema: S): (value: unknown) => v.InferOutput<S> | undefined {
  return (value) => {
    const parsed = v.safeParse(schema, value);
    return parsed.success ? parsed.output : undefined;
  };
}
