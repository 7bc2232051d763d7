import * as v from 'valibot';
import { residenceAddress, residenceCity, residenceCountry, residenceState, residenceZip } from '../validation/address.ts';
import { textField, validateForm } from '../validation/field-schema.ts';
import { type FieldIssue, issue } from '../validation/issue.ts';

/** The residence fields of the passenger form (spec 3), in the order the form shows them. */
export const RESIDENCE_FIELDS = ['residenceAddress', 'residenceCity', 'residenceZip', 'residenceCountry', 'residenceState'] as const;
export type ResidenceField = (typeof RESIDENCE_FIELDS)[number];

/** Without these three an address cannot be written on a landing card or a visa form; zip and state vary by country. */
const NEEDED: readonly ResidenceField[] = ['residenceAddress', 'residenceCity', 'residenceCountry'];

const ResidenceSchema = v.object({
  residenceAddress: textField(residenceAddress, { optional: true }),
  residenceCity: textField(residenceCity, { optional: true }),
  residenceZip: textField(residenceZip, { optional: true }),
  residenceCountry: textField(residenceCountry, { optional: true }),
  residenceState: textField(residenceState, { optional: true }),
});

export type Residence = Readonly<Partial<Record<ResidenceField, string>>>;

/**
 * Checks a passenger's residence address (spec 5): all of it may be left out, but
 * once any field is given the address, city and country are needed too (e00).
 * The country comes back in capitals.
 */
export function checkResidence(values: unknown): { ok: true; value: Residence } | { ok: false; fields: Record<string, FieldIssue> } {
  const checked = validateForm(ResidenceSchema, typeof values === 'object' && values !== null ? values : {});
  const given = (key: ResidenceField) => {
    const value = (values as Record<string, unknown> | null | undefined)?.[key];
    return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
  };
  const fields: Record<string, FieldIssue> = checked.ok ? {} : { ...checked.fields };
  if (RESIDENCE_FIELDS.some(given)) for (const key of NEEDED) if (!given(key)) fields[key] ??= issue('e00');
  if (!checked.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  const { residenceCountry: country, ...rest } = checked.value;
  const value: Residence = Object.fromEntries(Object.entries({ ...rest, residenceCountry: country?.toUpperCase() }).filter(([, text]) => text !== undefined));
  return { ok: true, value };
}
