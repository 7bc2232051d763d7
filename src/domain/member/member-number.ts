/** Home-airline member numbers: 12 digits, the first being the sum of the other eleven modulo 7. */
export const MEMBER_NUMBER_LENGTH = 12;

/** The leading check digit of eleven digits. */
export function memberCheckDigit(eleven: string): number {
  return [...eleven].reduce((sum, digit) => sum + Number(digit), 0) % 7;
}

/** A member number built from eleven random digits (`randomDigit` gives 0–9). */
export function newMemberNumber(randomDigit: () => number): string {
  // The first random digit is never 0, so the number never looks shorter than 12 digits once the check digit is 0.
  const eleven = Array.from({ length: 11 }, (_, i) => (i === 0 ? 1 + (randomDigit() % 9) : randomDigit() % 10)).join('');
  return `${memberCheckDigit(eleven)}${eleven}`;
}

/** How a login id is kept for counting failures: the same account however it is typed. */
export function accountKey(loginType: 'account' | 'phone', id: string, areaCode?: string): string {
  const trimmed = id.trim().toLowerCase();
  return loginType === 'phone'
    ? `phone:${(areaCode ?? '').replace(/^\+/, '')}-${trimmed.replace(/\D/g, '')}`
    : trimmed.includes('@')
      ? `email:${trimmed}`
      : `number:${trimmed}`;
}
