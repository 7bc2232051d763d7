/** How long a password-reset link works, in minutes (the pages say so; the server enforces it). */
export const RESET_LINK_MINUTES = 30;
/** How long an e-mail verification link works, in hours. */
export const VERIFY_LINK_HOURS = 24;
