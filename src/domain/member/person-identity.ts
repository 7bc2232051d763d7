/**
 * How one person's e-mail address and phone number are recognised under their usual disguises, so that a
 * once-per-person benefit (the welcome coupon) is not had again by typing the same mailbox or phone another way.
 */

/** Mail providers that ignore dots in the local part and know the same mailbox under two domains. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to: letter case ignored, a sub-address tag (`name+tag@`) dropped, as the large
 * providers deliver those to `name@`, and for Gmail the dots of the local part too.
 */
export function normalisedEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  let local = trimmed.slice(0, at).split('+')[0];
  let domain = trimmed.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** A phone as digits of its calling code and national number, without the trunk prefix (0) some countries dial. */
export function normalisedPhone(areaCode: string, phone: string): string {
  const code = areaCode.replace(/\D/g, '');
  const national = phone.replace(/\D/g, '').replace(/^0+/, '');
  return `${code}-${national}`;
}
