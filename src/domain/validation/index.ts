/**
 * The validation rules of spec 5, shared by the islands' forms and the API. Rules
 * are pure functions from a value to a field issue; schemas wrap them for valibot.
 */
export * from './address.ts';
export * from './contact-schema.ts';
export * from './contacts.ts';
export * from './cross-check.ts';
export * from './dates.ts';
export * from './documents.ts';
export * from './field-schema.ts';
export * from './frequent-flyer.ts';
export * from './general.ts';
export * from './issue.ts';
export * from './login.ts';
export * from './mileage.ts';
export * from './names.ts';
export * from './numbering-plan.ts';
export * from './phone.ts';
export * from './phone-forms.ts';
export * from './schemas.ts';
