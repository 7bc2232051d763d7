import {
  ACCOUNT_MESSAGES,
  DEMO_MESSAGES,
  DOWNLOAD_MESSAGES,
  FORM_FAILURE_MESSAGES,
  INFO_MESSAGES,
  LOGIN_BOX_MESSAGES,
  LOW_FARE_MESSAGES,
  type MessageBundle,
  MILEAGE_BOOK_MESSAGES,
  MILEAGE_FLIGHTS_MESSAGES,
  MILEAGE_SEARCH_MESSAGES,
  MY_CONTACT_FORM_MESSAGES,
  MY_CONTACT_LIST_MESSAGES,
  MY_PASSENGERS_MESSAGES,
  ORDER_MESSAGES,
  PASSENGERS_MESSAGES,
  PROFILE_MESSAGES,
  SEARCH_BOX_MESSAGES,
  SESSION_TIMER_MESSAGES,
  SHOP_MESSAGES,
  SPPSG_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from './message-namespaces.ts';
import type { IslandName } from './route-table.ts';

/** The message namespaces an island's page ships to it (see message-namespaces.ts), and the bundles it fetches. */
export interface IslandMessages {
  readonly messages: readonly string[];
  /** Bundles of messages the island fetches when it first needs them, rather than carrying them in the page. */
  readonly fetches?: readonly MessageBundle[];
}

/**
 * What each island's page ships of the messages. The pages are built from it (src/components/island-props.ts); the
 * browser never reads it, so the route table the page guard and the links read in the browser does not carry it.
 */
export const ISLAND_MESSAGES: { readonly [Name in IslandName]: IslandMessages } = {
  // The box's later words and the message of every error code come with the code that sends the search, fetched as
  // the visitor reaches the form.
  searchBox: { messages: SEARCH_BOX_MESSAGES, fetches: ['search-box'] },
  shop: { messages: SHOP_MESSAGES },
  passengers: { messages: PASSENGERS_MESSAGES },
  addition: { messages: ['addition', 'seat', 'discount', 'shop.passenger', 'shop.duration', 'error', 'x01', 'x02', 'e00', 'e01', ...SESSION_TIMER_MESSAGES] },
  paidPage: { messages: ORDER_MESSAGES },
  orderList: { messages: ORDER_MESSAGES },
  orderDetail: { messages: ORDER_MESSAGES },
  findOrder: { messages: ORDER_MESSAGES },
  pnrLookup: { messages: ORDER_MESSAGES },
  downloads: { messages: DOWNLOAD_MESSAGES },
  demoInfo: { messages: INFO_MESSAGES },
  sppsgRegister: { messages: SPPSG_MESSAGES },
  sppsgVerify: { messages: SPPSG_MESSAGES },
  sppsgConfirmation: { messages: SPPSG_MESSAGES },
  myCoupons: { messages: ['coupon', 'error', 'x02', 'e00', 'e01'] },
  myPassengerList: { messages: MY_PASSENGERS_MESSAGES },
  myPassengerForm: { messages: MY_PASSENGERS_MESSAGES },
  myPassengerDetail: { messages: MY_PASSENGERS_MESSAGES },
  snsBindings: { messages: ['my.sns', 'sns', 'error', 'xxx', 'x02'] },
  memberProfile: { messages: PROFILE_MESSAGES },
  myContactList: { messages: MY_CONTACT_LIST_MESSAGES },
  myContactForm: { messages: MY_CONTACT_FORM_MESSAGES },
  myPrivacy: { messages: ['privacy', 'error', 'x02'] },
  lowFareAlerts: { messages: LOW_FARE_MESSAGES },
  mileageSearch: { messages: MILEAGE_SEARCH_MESSAGES },
  mileageFlights: { messages: MILEAGE_FLIGHTS_MESSAGES },
  mileageBook: { messages: MILEAGE_BOOK_MESSAGES },
  subscribePage: { messages: SUBSCRIPTION_MESSAGES },
  cancelSubscription: { messages: [...SUBSCRIPTION_MESSAGES, 'ui.captcha'] },
  loginPage: { messages: ['ui', ...LOGIN_BOX_MESSAGES] },
  registerForm: {
    messages: ['register', 'login.membershipTerms', 'ui.areaCode', ...FORM_FAILURE_MESSAGES, 'phone', 'pwMismatch', 'nameMax', 'gNameMax', 'gName'],
  },
  forgotPassword: { messages: ACCOUNT_MESSAGES },
  resetPassword: { messages: ACCOUNT_MESSAGES },
  verifyEmail: { messages: ACCOUNT_MESSAGES },
  componentDemo: { messages: DEMO_MESSAGES },
  sensorsDemo: { messages: DEMO_MESSAGES },
  lowFareDemo: { messages: [...DEMO_MESSAGES, 'lowPriceRange'] },
};
