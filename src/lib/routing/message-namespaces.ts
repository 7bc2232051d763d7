import { FIELD_CODES, MESSAGE_CODES } from '../../domain/error-codes.ts';

/*
 * Lists of message namespaces shared by several pages. A namespace is a key or a key
 * prefix of i18n/en.json, as `pickMessages` takes them: 'order' ships every `order.*` key.
 * A route's page ships only the namespaces island-messages.ts names for its island, so a test checks that each
 * key an island translates is covered by them.
 */

/** A form's failures: the call's error, the catch-all, and the field codes of text and e-mail fields. */
export const FORM_FAILURE_MESSAGES = ['error', 'x02', 'e00', 'e01', 'e01_1', 'emailPart'] as const;

/** The login box: the login page, and the login dialog every shell page carries. */
export const LOGIN_BOX_MESSAGES = [
  'login',
  'ui.areaCode',
  'ui.captcha',
  'ui.close',
  'e00',
  'e01',
  'phone',
  'x02',
  'error.network',
  'error.unauthorized',
  'error.tooManyRequests',
  'error.CZSSO030014',
  'error.CZWEB000010',
  'error.CZWEB000011',
  'error.CZSNS000006',
  'error.CZSNS000009',
  'error.CZSNS000010',
  'sns.channel',
  'sns.start.title',
  'sns.popupBlocked',
  'xxx',
] as const;

/**
 * The dialogs every shell page carries in its HTML (alerts, confirmations), and the network failure told when the
 * messages of the login dialog or the captcha dialog cannot be fetched.
 */
export const SHELL_DIALOG_MESSAGES = ['ui.ok', 'ui.cancel', 'ui.close', 'ui.notice', 'error.network'] as const;

/** The captcha dialog a shell page opens when a call is asked for one: rare, so its messages are fetched as it opens. */
export const CAPTCHA_DIALOG_MESSAGES = ['ui.captcha'] as const;

/** The login dialog a shell page opens over itself: its messages are fetched as it opens, not carried by every page. */
export const LOGIN_DIALOG_MESSAGES = LOGIN_BOX_MESSAGES;

/**
 * The search box's words its page carries: what it shows before the visitor reaches it (and the network failure,
 * told when its other words cannot be fetched), in every page that has it.
 */
export const SEARCH_BOX_MESSAGES = [
  'search.form',
  'search.tripType',
  'search.trip',
  'search.from',
  'search.to',
  'search.swap',
  'search.swapFlight',
  'search.departDate',
  'search.returnDate',
  'search.flightDate',
  'search.chooseDepart',
  'search.chooseReturn',
  'search.chooseFlightDate',
  'search.flight',
  'search.addFlight',
  'search.removeFlight',
  'search.flightLimits',
  'search.passengers',
  'search.pax',
  'search.rule.minAdult',
  'search.rule.maxSeats',
  'search.rule.infants',
  'search.cabin',
  'search.fareType',
  'search.currency',
  'search.submit',
  'cabin',
  'sppsg.type',
  'ui.date.format',
  'error.network',
] as const;

/**
 * The search box's words once the visitor reaches it, fetched then: the date picker's and the city list's, the
 * search under way, the special fares' rules, and the message of every error code (x02 ships them all, see
 * `shippedNamespaces`).
 */
export const SEARCH_BOX_LATER_MESSAGES = [
  'search.searching',
  'search.error',
  'search.rule.specialAdultsOnly',
  'search.rule.specialEconomy',
  'ui.date',
  'ui.city',
  'x02',
] as const;

/** The header's corner for a member (their greeting, miles, menu and "Log out"), fetched once a member is known. */
export const MEMBER_CORNER_MESSAGES = ['nav.greeting', 'nav.account', 'nav.logout', 'mileage.header.balance', 'profile.nav'] as const;

/**
 * Messages a page fetches when it first needs them, built once per language beside the page tree (the route
 * `src/pages/messages.[bundle].[lang].json.ts`), so that each page's HTML does not carry them: the login and captcha
 * dialogs', the member's corner of the header, and the search box's later words.
 */
export const MESSAGE_BUNDLES = {
  'login-dialog': LOGIN_DIALOG_MESSAGES,
  'captcha-dialog': CAPTCHA_DIALOG_MESSAGES,
  'member-corner': MEMBER_CORNER_MESSAGES,
  'search-box': SEARCH_BOX_LATER_MESSAGES,
} as const;

export type MessageBundle = keyof typeof MESSAGE_BUNDLES;

/** The booking session's time left, its warning before the end with the offer to extend it, its end (x00) and failures. */
export const SESSION_TIMER_MESSAGES = [
  'shop.timeLeft',
  'shop.timeLeftUnderMinute',
  'shop.expired',
  'shop.session',
  'shop.tripFailed',
  'shop.retry',
  'shop.back',
  'ui.close',
  'error',
  'x00',
  'x02',
] as const;

/** The flight results of book/shop, book/flights and book/deeplink. */
export const SHOP_MESSAGES = ['shop', 'cabin', 'sppsg.type', 'error', 'x00', 'x01', 'x02', 'ui.close'] as const;

/** The passengers page: its own, the field codes of the rules, and the shop's texts it shares (durations come with the shop's formatters). */
export const PASSENGERS_MESSAGES = [
  'passengers',
  'ui.date',
  'ui.areaCode',
  'error',
  ...FIELD_CODES,
  'x02',
  'shop.expired',
  'shop.searchAgain',
  'shop.family',
  'shop.duration',
  'shop.total',
  'sppsg.type',
  ...SESSION_TIMER_MESSAGES,
] as const;

/** The saved-passengers pages: their own, the booking's passenger form they share, and the field codes of its rules. */
export const MY_PASSENGERS_MESSAGES = ['myPassengers', 'passengers', 'ui.date', 'error', ...FIELD_CODES, 'x02'] as const;

/** The order pages: paid, list, detail, find, pnr (an award order's words and baggage among them). */
export const ORDER_MESSAGES = [
  'order',
  'mileage.order',
  'mileage.baggage',
  'paid',
  'find',
  'pnr',
  'cabin',
  'shop.family',
  'ui.captcha',
  ...FORM_FAILURE_MESSAGES,
] as const;

/** dl: the itinerary receipt by a texted code. */
export const DOWNLOAD_MESSAGES = ['dl', 'ui.areaCode', 'error', 'x02', 'e00', 'e01', 'phone'] as const;

/** info/{topic}: the labelled demo pages that stand in for the airline's own website. */
export const INFO_MESSAGES = ['info', 'main.brand', 'x02'] as const;

/** sppsg: registering, confirming and following a special-passenger registration. */
export const SPPSG_MESSAGES = ['sppsg', 'ui.areaCode', 'ui.date', 'passengers.document', 'error', ...FIELD_CODES, 'x02'] as const;

/** The account pages: forgotten password, new password, e-mail check. */
export const ACCOUNT_MESSAGES = ['password', 'account', 'ui.captcha', 'error', 'x02', 'e00', 'e01'] as const;

/** my/subscribe and my/cancelSubscribe: their own messages, the brand the consent sentence names, and the field and call failures. */
export const SUBSCRIPTION_MESSAGES = ['subscribe', 'main.brand', ...FORM_FAILURE_MESSAGES] as const;

/** my/subscribelowprice: its own messages, the search box's words its form shares, the date picker and the field and call errors. */
export const LOW_FARE_MESSAGES = [
  'lowFare',
  'search.form',
  'search.submit',
  'search.searching',
  'search.trip',
  'search.tripType',
  'search.from',
  'search.to',
  'search.returnDate',
  'search.chooseReturn',
  'search.cabin',
  'search.passengers',
  'search.pax',
  'search.rule',
  'search.fareType',
  'search.currency',
  'sppsg.type',
  'cabin',
  'shop.duration',
  'ui.date',
  'ui.city',
  ...FORM_FAILURE_MESSAGES,
  'e04',
] as const;

/** The component demo pages under test/. */
export const DEMO_MESSAGES = ['ui', 'demo', 'cabin', ...FORM_FAILURE_MESSAGES] as const;

/** my/profile: its own messages, the document names of the passenger form, and the field and call errors of its forms. */
export const PROFILE_MESSAGES = [
  'profile',
  'bizPax',
  'passengers.document',
  'passengers.sex',
  'error',
  'x02',
  'e00',
  'e01',
  'e02',
  'errorType',
  'expiration',
] as const;

/** my/contacts/list: the member's contacts, the cap's message and the failures of deleting. */
export const MY_CONTACT_LIST_MESSAGES = ['myContacts', 'error', 'x02'] as const;

/**
 * my/contacts/add and edit: the booking's contact block (its labels, the area-code picker, the rules' field codes);
 * the block's helpers share a module with the document names, a few words more.
 */
export const MY_CONTACT_FORM_MESSAGES = ['myContacts', 'passengers.contact', 'passengers.document', 'ui.areaCode', 'error', ...FIELD_CODES, 'x02'] as const;

/** mileage/search: the award's words, the search box's own, the date picker, the city autocomplete and the field and call errors. */
export const MILEAGE_SEARCH_MESSAGES = [
  'mileage',
  'search',
  'cabin',
  'sppsg.type',
  'shop.duration',
  'ui.date',
  'ui.city',
  'error',
  'x02',
  'e00',
  'e01',
  'e04',
] as const;

/** mileage/flights: the award's words and the flight results' (itineraries, the session's time left). */
export const MILEAGE_FLIGHTS_MESSAGES = ['mileage', ...SHOP_MESSAGES] as const;

/** mileage/book: the award's words, the booking's contact block with its area-code picker, the document names and the field and call errors. */
export const MILEAGE_BOOK_MESSAGES = [
  'mileage',
  'cabin',
  'shop.duration',
  'passengers.contact',
  'passengers.document',
  'ui.areaCode',
  'error',
  ...FIELD_CODES,
  'x02',
  'noPsg',
  ...SESSION_TIMER_MESSAGES,
] as const;

/** The message of every error code: `error.*`, and the field and message codes of spec 8 keyed by themselves. */
export const ERROR_CODE_MESSAGES = ['error', ...FIELD_CODES, ...MESSAGE_CODES] as const;

/**
 * The namespaces a page ships for an island (or the shell's dialogs) that declares `namespaces`. One that can show an
 * error code (it ships x02, the fallback for a code without a message) ships the message of every code with it: the
 * API or a link may answer any code, and a code must reach the visitor as its message, never as `[code]`.
 */
export function shippedNamespaces(namespaces: readonly string[]): readonly string[] {
  return namespaces.includes('x02') ? [...new Set([...namespaces, ...ERROR_CODE_MESSAGES])] : namespaces;
}
