/** Spec 8: the code every mileage call answers a guest (HTTP 401); the pages then open the login dialog. */
export const AWARD_GUEST = 'CZMILEAGE0000002';
