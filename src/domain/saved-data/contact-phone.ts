import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A saved contact's phone as people write it, with its calling code: grouped the
 * way its country groups numbers (+64 21 123 4567), or as saved when the
 * numbering plan does not know the code.
 */
export function contactPhoneText(contact: { areaCode: string; phone: string }): string {
  const code = contact.areaCode.replace(/^\+/, '');
  return parsePhoneNumberFromString(`+${code}${contact.phone}`)?.formatInternational() ?? `+${code} ${contact.phone}`;
}
