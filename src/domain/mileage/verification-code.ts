/* The one-time codes of award booking, apart from their schemas so that a page may use them without the schema library. */

/** A one-time code is six digits. */
export const VERIFICATION_CODE = /^\d{6}$/;
export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
