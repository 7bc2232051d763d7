import * as v from 'valibot';
import { areaCode, email } from './contacts.ts';
import { crossCheck, type FormValues, fieldText } from './cross-check.ts';
import { textField } from './field-schema.ts';
import { contactName } from './names.ts';
import { type NumberingPlan, phone } from './phone.ts';

/** The phone number checked against its calling code and that code's numbering plan. */
export const phoneIssue = (values: FormValues, plan: NumberingPlan) => {
  const found = phone(fieldText(values, 'areaCode'), plan)(fieldText(values, 'phone'));
  return found ? { key: 'phone', found } : undefined;
};

/** The contact block: full name, calling code, phone and e-mail. */
export function contactSchema(options: { plan: NumberingPlan; forbiddenEmailDomains?: readonly string[] }) {
  return v.pipe(
    v.object({
      contactName: textField(contactName),
      areaCode: textField(areaCode),
      phone: textField(() => undefined),
      email: textField(email(options.forbiddenEmailDomains)),
    }),
    crossCheck(['areaCode', 'phone'], (values) => phoneIssue(values, options.plan)),
  );
}
