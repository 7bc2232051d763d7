import * as v from 'valibot';
import { toValibot } from './field-schema.ts';
import type { FieldIssue } from './issue.ts';

/** A form's values, as a cross-field check reads them. */
export type FormValues = Record<string, unknown>;

/**
 * A check over several fields of an object that raises its issue on one of them.
 * Like valibot's partialCheck it runs as soon as the fields it reads are valid, so
 * a form shows every wrong field at once, not the cross-field ones only later.
 */
export function crossCheck<T extends FormValues>(
  reads: readonly string[],
  check: (values: T) => { key: string; found: FieldIssue } | undefined,
): v.BaseValidation<T, T, v.BaseIssue<unknown>> {
  return {
    kind: 'validation',
    type: 'cross_check',
    reference: crossCheck,
    async: false,
    expects: null,
    '~run'(dataset, config) {
      const blocked = dataset.issues?.some((raised) => reads.includes(String(raised.path?.[0]?.key)));
      const value = dataset.value as unknown;
      if ((dataset.typed || !blocked) && typeof value === 'object' && value !== null) {
        const result = check(value as T);
        if (result) {
          const { key, found } = result;
          const values = value as FormValues;
          v._addIssue(this, 'input', dataset, config, {
            ...toValibot(found),
            input: values[key],
            path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }],
          });
        }
      }
      return dataset;
    },
  };
}

/** A field's text, or empty when the field holds none. */
export const fieldText = (values: FormValues, key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
