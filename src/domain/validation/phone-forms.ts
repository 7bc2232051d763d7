import * as v from 'valibot';
import { phoneIssue } from './contact-schema.ts';
import { areaCode, email } from './contacts.ts';
import { crossCheck, fieldText } from './cross-check.ts';
import { textField } from './field-schema.ts';
import { captcha } from './general.ts';
import { pattern } from './issue.ts';
import { loginId, loginPassword } from './login.ts';
import { givenName, lastName } from './names.ts';
import { type NumberingPlan, phone } from './phone.ts';

/*
 * The schemas of the forms that take a phone number besides the contact block (`contact-schema.ts`): phone login and
 * registration. Each is built for a numbering plan: the server's is always loaded (`numbering-plan.ts`), while a page
 * checks with lengths unchecked until its plan has loaded, so that its first paint does not wait for the plan's metadata.
 */

/** The login request of spec 3: account login by member number or e-mail, or phone login with a calling code. */
export function loginSchema(plan: NumberingPlan) {
  return v.pipe(
    v.object({
      loginType: v.optional(v.picklist(['account', 'phone'], 'e01'), 'account'),
      id: textField(loginId),
      pw: textField(loginPassword),
      ca: textField(captcha),
      captchaId: textField(pattern(/^[A-Za-z0-9-]{8,64}$/)),
      areaCode: textField(areaCode, { optional: true }),
    }),
    crossCheck(['loginType', 'areaCode', 'id'], (values) => {
      if (values.loginType !== 'phone') return undefined;
      if (!fieldText(values, 'areaCode')) return { key: 'areaCode', found: { code: 'e00' } };
      const found = phone(fieldText(values, 'areaCode'), plan)(fieldText(values, 'id'));
      return found ? { key: 'id', found } : undefined;
    }),
  );
}

export type LoginRequest = v.InferOutput<ReturnType<typeof loginSchema>>;

/** What a new member gives at quick registration (spec 5 rules), but the password. */
const registrationEntries = {
  givenName: textField(givenName),
  surname: textField(lastName),
  email: textField(email()),
  areaCode: textField(areaCode),
  phone: textField(() => undefined),
};

/** The registration form: the password typed twice, and the membership terms accepted. */
export function registrationFormSchema(plan: NumberingPlan) {
  return v.pipe(
    v.object({
      ...registrationEntries,
      password: textField(loginPassword),
      confirm: textField(() => undefined),
      terms: v.literal(true, 'e00'),
    }),
    crossCheck(['areaCode', 'phone'], (values) => phoneIssue(values, plan)),
    crossCheck(['password', 'confirm'], (values) =>
      fieldText(values, 'password') === fieldText(values, 'confirm') ? undefined : { key: 'confirm', found: { code: 'pwMismatch' } },
    ),
  );
}

export type RegistrationForm = v.InferOutput<ReturnType<typeof registrationFormSchema>>;

/** The registration call: the same fields, with the password as it travels (encrypted, see `encrypted`). */
export function registrationBodySchema<E extends v.ObjectEntries>(encrypted: ReturnType<typeof textField>, extra: E, plan: NumberingPlan) {
  return v.pipe(
    v.object({ ...registrationEntries, ...extra, pw: encrypted }),
    crossCheck(['areaCode', 'phone'], (values) => phoneIssue(values, plan)),
  );
}
