/** The header the API's CSRF defence asks for on every state-changing call. */
export const CSRF_HEADER_NAME = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'storefront';
