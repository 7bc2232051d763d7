import { pattern, type Rule } from './issue.ts';

/** Sex: '0' or '1'. */
export const sex: Rule = pattern(/^[01]$/);

/** Address: letters, digits and spaces, 1 to 35. */
export const address: Rule = pattern(/^[A-Za-z0-9 ]{1,35}$/);

/** City: letters and spaces, 1 to 35. */
export const city: Rule = pattern(/^[A-Za-z ]{1,35}$/);

/** Zip code: 1 to 17 letters or digits. */
export const zip: Rule = pattern(/^[A-Za-z0-9]{1,17}$/);

/** Order number: C or Go, then 13 to 18 digits. */
export const orderNumber: Rule = pattern(/^(C|Go)\d{13,18}$/);

/** Low-fare alert order: 20 characters beginning FR. */
export const lowFareOrderNumber: Rule = pattern(/^FR[A-Za-z0-9]{18}$/);

/** Captcha: 4 to 6 letters or digits. */
export const captcha: Rule = pattern(/^[A-Za-z0-9]{4,6}$/);

/** An IATA city or airport code. */
export const cityCode: Rule = pattern(/^[A-Z]{3}$/);
export const CAPTCHA_INPUT_MAX = 6;

/** Promotion code: 3 to 20 letters or digits. */
export const promotionCode: Rule = pattern(/^[A-Za-z0-9]{3,20}$/);

/** Positive number: digits with an optional decimal part. */
export const positiveNumber: Rule = pattern(/^\d+(\.\d+)?$/);

/**
 * Referral code: 6 letters or digits, or an 11-digit number beginning with 1, or
 * two digit groups joined by a hyphen, 13 to 25 characters in all.
 */
export const referralCode: Rule = pattern(/^(?:[A-Za-z0-9]{6}|1\d{10}|(?=.{13,25}$)\d+-\d+)$/);
