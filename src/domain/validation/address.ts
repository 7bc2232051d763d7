import { pattern, type Rule } from './issue.ts';

/** Residence address (spec 5): letters, digits and spaces, 1 to 35 characters. */
export const residenceAddress: Rule = pattern(/^[A-Za-z0-9 ]{1,35}$/);

/** City (spec 5): letters and spaces, 1 to 35 characters. */
export const residenceCity: Rule = pattern(/^[A-Za-z ]{1,35}$/);

/** Zip or postcode (spec 5): 1 to 17 letters or digits. */
export const residenceZip: Rule = pattern(/^[A-Za-z0-9]{1,17}$/);

/**
 * State or province: the spec gives no rule, so it takes the city's (letters and
 * spaces, at most 35), which every state name written in Latin letters fits.
 */
export const residenceState: Rule = residenceCity;

/** Country or region of residence: its two-letter code. */
export const residenceCountry: Rule = pattern(/^[A-Za-z]{2}$/);
