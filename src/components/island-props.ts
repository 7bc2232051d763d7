import type { ComponentProps } from 'react';
import type { Lang } from '../domain/languages.ts';
import { choiceForCode } from '../domain/shop/search-box-cities.ts';
import { findSite } from '../domain/site-lookup.ts';
import type { Site } from '../domain/sites.ts';
import { consentDocument } from '../domain/subscription/topics.ts';
import type ForgotPassword from '../islands/account/ForgotPassword.tsx';
import type ResetPassword from '../islands/account/ResetPassword.tsx';
import type VerifyEmail from '../islands/account/VerifyEmail.tsx';
import type AdditionIsland from '../islands/addition/AdditionIsland.tsx';
import type MyContactForm from '../islands/contacts/MyContactForm.tsx';
import type MyContactList from '../islands/contacts/MyContactList.tsx';
import type MyCoupons from '../islands/coupon/MyCoupons.tsx';
import type ComponentDemo from '../islands/demo/ComponentDemo.tsx';
import type LowFareDemo from '../islands/demo/LowFareDemo.tsx';
import type SensorsDemo from '../islands/demo/SensorsDemo.tsx';
import type DownloadPage from '../islands/downloads/DownloadPage.tsx';
import type DemoInfoPage from '../islands/info/DemoInfoPage.tsx';
import type { LoginBoxSite } from '../islands/login/LoginBox.tsx';
import type LoginPage from '../islands/login/LoginPage.tsx';
import type LowFareAlertsPage from '../islands/low-price/LowFareAlertsPage.tsx';
import type MileageBook from '../islands/mileage/MileageBook.tsx';
import type MileageFlights from '../islands/mileage/MileageFlights.tsx';
import type MileageSearch from '../islands/mileage/MileageSearch.tsx';
import type MyPassengerDetail from '../islands/my-passengers/MyPassengerDetail.tsx';
import type MyPassengerForm from '../islands/my-passengers/MyPassengerForm.tsx';
import type MyPassengerList from '../islands/my-passengers/MyPassengerList.tsx';
import type FindOrder from '../islands/order/FindOrder.tsx';
import type OrderDetail from '../islands/order/OrderDetail.tsx';
import type OrderList from '../islands/order/OrderList.tsx';
import type PaidPage from '../islands/order/PaidPage.tsx';
import type PnrLookup from '../islands/order/PnrLookup.tsx';
import type PassengersIsland from '../islands/passengers/PassengersIsland.tsx';
import type MyPrivacy from '../islands/privacy/MyPrivacy.tsx';
import type MemberProfile from '../islands/profile/MemberProfile.tsx';
import type RegisterForm from '../islands/register/RegisterForm.tsx';
import type SearchBox from '../islands/search/SearchBox.tsx';
import type ShopIsland from '../islands/shop/ShopIsland.tsx';
import type SnsBindings from '../islands/sns/SnsBindings.tsx';
import type SppsgConfirmation from '../islands/sppsg/SppsgConfirmation.tsx';
import type SppsgRegister from '../islands/sppsg/SppsgRegister.tsx';
import type SppsgVerify from '../islands/sppsg/SppsgVerify.tsx';
import type CancelSubscription from '../islands/subscriptions/CancelSubscription.tsx';
import type SubscribePage from '../islands/subscriptions/SubscribePage.tsx';
import type UiHost from '../islands/ui-host/UiHost.tsx';
import { messagesOf, pickMessages } from '../lib/i18n/index.ts';
import { type PackedMessages, packMessages } from '../lib/i18n/packed-messages.ts';
import { ISLAND_MESSAGES } from '../lib/routing/island-messages.ts';
import { SHELL_DIALOG_MESSAGES, shippedNamespaces } from '../lib/routing/message-namespaces.ts';
import type { IslandName } from '../lib/routing/route-table.ts';
import { type RouteName, routeByName } from '../lib/routing/routes.ts';
// Build time only: the default cities are named in the page's language in the prerendered HTML, without a request.
import { citiesIn } from '../server/airline/city-names.ts';
import { appOffer } from './app-offer.ts';

/*
 * The props of every route island, built at build time from the route's declared
 * message namespaces, the site and the language. RouteIsland.astro hydrates the island
 * with them; this module never reaches the browser.
 */

/** What every builder starts from: the messages are those island-messages.ts names for the island, picked and packed. */
export interface IslandContext {
  readonly site: Site;
  readonly lang: Lang;
  readonly messages: PackedMessages;
}

/** The usual props: the site's code, the language and the messages. */
const plain = ({ site, lang, messages }: IslandContext) => ({ site: site.code, lang, messages });

/** What the login box needs of a site. */
export function loginBoxSite(site: Site): LoginBoxSite {
  return {
    code: site.code,
    noGDPR: site.flags.noGDPR,
    hideFindPassword: site.flags.hideFindPassword,
    areaCode: site.defaults.contactAreaCode,
    region: site.defaults.nationality,
  };
}

/** The search box's props (book/search, and mileage/search in award mode): the site's dates and its default cities named in the language. */
function searchBoxProps({ site, lang, messages }: IslandContext): ComponentProps<typeof SearchBox> {
  const cities = citiesIn(lang);
  const { depDate, backDate, minDate, maxDateYears } = site.defaults;
  return {
    // The currencies only where the box offers a choice of them.
    site: {
      code: site.code,
      defaults: { depDate, backDate, minDate, maxDateYears },
      currencies: site.currencies.supported.length > 1 ? site.currencies : undefined,
    },
    lang,
    messages,
    from: choiceForCode(cities, site.defaults.departure),
    to: choiceForCode(cities, site.defaults.arrival),
  };
}

export const ISLAND_PROPS = {
  searchBox: (context): ComponentProps<typeof SearchBox> => searchBoxProps(context),
  shop: (context): ComponentProps<typeof ShopIsland> => plain(context),
  passengers: ({ site, lang, messages }): ComponentProps<typeof PassengersIsland> => ({
    site: {
      code: site.code,
      nameLayout: site.nameLayout,
      nationality: site.defaults.nationality,
      documentIssuer: site.defaults.documentIssuer,
      areaCode: site.defaults.contactAreaCode,
      emailSuffixes: site.emailSuffixes,
    },
    lang,
    messages,
  }),
  addition: (context): ComponentProps<typeof AdditionIsland> => ({ ...plain(context), nameLayout: context.site.nameLayout }),
  paidPage: (context): ComponentProps<typeof PaidPage> => plain(context),
  orderList: (context): ComponentProps<typeof OrderList> => plain(context),
  orderDetail: (context): ComponentProps<typeof OrderDetail> => plain(context),
  findOrder: (context): ComponentProps<typeof FindOrder> => plain(context),
  pnrLookup: (context): ComponentProps<typeof PnrLookup> => plain(context),
  downloads: ({ site, lang, messages }): ComponentProps<typeof DownloadPage> => ({
    site: site.code,
    lang,
    messages,
    area: { code: site.defaults.contactAreaCode, region: site.defaults.nationality },
    app: appOffer(site, lang),
  }),
  demoInfo: (context): ComponentProps<typeof DemoInfoPage> => plain(context),
  sppsgRegister: ({ site, lang, messages }): ComponentProps<typeof SppsgRegister> => ({
    site: site.code,
    lang,
    messages,
    area: { code: site.defaults.contactAreaCode, region: site.defaults.nationality },
    nationality: site.defaults.nationality,
  }),
  sppsgVerify: (context): ComponentProps<typeof SppsgVerify> => plain(context),
  sppsgConfirmation: (context): ComponentProps<typeof SppsgConfirmation> => plain(context),
  myCoupons: (context): ComponentProps<typeof MyCoupons> => plain(context),
  myPassengerList: ({ site, lang, messages }): ComponentProps<typeof MyPassengerList> => ({
    site: { code: site.code, nameLayout: site.nameLayout },
    lang,
    messages,
  }),
  myPassengerForm: ({ site, lang, messages }): ComponentProps<typeof MyPassengerForm> => ({
    site: { code: site.code, nameLayout: site.nameLayout, nationality: site.defaults.nationality, documentIssuer: site.defaults.documentIssuer },
    lang,
    messages,
  }),
  myPassengerDetail: ({ site, lang, messages }): ComponentProps<typeof MyPassengerDetail> => ({
    site: { code: site.code, nameLayout: site.nameLayout },
    lang,
    messages,
  }),
  snsBindings: (context): ComponentProps<typeof SnsBindings> => plain(context),
  memberProfile: ({ site, lang, messages }): ComponentProps<typeof MemberProfile> => ({
    site: { code: site.code, nationality: site.defaults.nationality, documentIssuer: site.defaults.documentIssuer },
    lang,
    messages,
  }),
  myContactList: (context): ComponentProps<typeof MyContactList> => plain(context),
  myContactForm: ({ site, lang, messages }): ComponentProps<typeof MyContactForm> => ({
    site: { code: site.code, areaCode: site.defaults.contactAreaCode, region: site.defaults.nationality, emailSuffixes: site.emailSuffixes },
    lang,
    messages,
  }),
  myPrivacy: (context): ComponentProps<typeof MyPrivacy> => plain(context),
  lowFareAlerts: ({ site, lang, messages }): ComponentProps<typeof LowFareAlertsPage> => ({
    site: site.code,
    lang,
    currency: site.currencies.default,
    messages,
  }),
  mileageSearch: (context): ComponentProps<typeof MileageSearch> => searchBoxProps(context),
  mileageFlights: (context): ComponentProps<typeof MileageFlights> => plain(context),
  mileageBook: ({ site, lang, messages }): ComponentProps<typeof MileageBook> => ({
    site: { code: site.code, areaCode: site.defaults.contactAreaCode, region: site.defaults.nationality, emailSuffixes: site.emailSuffixes },
    lang,
    messages,
  }),
  subscribePage: ({ site, lang, messages }): ComponentProps<typeof SubscribePage> => ({
    site: site.code,
    lang,
    consent: consentDocument(site.flags),
    messages,
  }),
  cancelSubscription: (context): ComponentProps<typeof CancelSubscription> => plain(context),
  loginPage: ({ site, lang, messages }): ComponentProps<typeof LoginPage> => ({ site: loginBoxSite(site), lang, messages }),
  registerForm: ({ site, lang, messages }): ComponentProps<typeof RegisterForm> => ({
    site: { code: site.code, areaCode: site.defaults.contactAreaCode, region: site.defaults.nationality, emailSuffixes: site.emailSuffixes },
    lang,
    messages,
  }),
  forgotPassword: (context): ComponentProps<typeof ForgotPassword> => plain(context),
  resetPassword: (context): ComponentProps<typeof ResetPassword> => plain(context),
  verifyEmail: (context): ComponentProps<typeof VerifyEmail> => plain(context),
  componentDemo: ({ site, lang, messages }): ComponentProps<typeof ComponentDemo> => ({
    lang,
    site: { code: site.code, emailSuffixes: site.emailSuffixes, areaCode: site.defaults.contactAreaCode, region: site.defaults.nationality },
    messages,
  }),
  sensorsDemo: ({ messages }): ComponentProps<typeof SensorsDemo> => ({ messages }),
  lowFareDemo: ({ site, lang, messages }): ComponentProps<typeof LowFareDemo> => ({ site: site.code, lang, emailSuffixes: site.emailSuffixes, messages }),
} satisfies { readonly [Name in IslandName]: (context: IslandContext) => object };

type IslandPropsOf<Name extends IslandName> = ReturnType<(typeof ISLAND_PROPS)[Name]>;

/** A route's island with its props; `island` tells which, so a check on it narrows the props. */
export type IslandPage = { readonly [Name in IslandName]: { readonly island: Name; readonly props: IslandPropsOf<Name> } }[IslandName];

/** The island of a route of a site and language with its props, or undefined for a route that has none yet. */
export function routeIsland(routeName: RouteName, siteCode: string, lang: Lang): IslandPage | undefined {
  const island = routeByName(routeName).island;
  if (!island) return undefined;
  const site = findSite(siteCode);
  if (!site) throw new Error(`Unknown site ${siteCode}`);
  const messages = packMessages(pickMessages(messagesOf(lang), shippedNamespaces(ISLAND_MESSAGES[island].messages)));
  const props = ISLAND_PROPS[island]({ site, lang, messages });
  // The builder was picked by the same name, which the compiler cannot follow through the index.
  return { island, props } as IslandPage;
}

/** The props of the dialogs host every shell page carries (alerts, captcha, the login dialog). */
export function shellDialogsProps(siteCode: string, lang: Lang): ComponentProps<typeof UiHost> {
  const site = findSite(siteCode);
  return { lang, site: site && loginBoxSite(site), messages: packMessages(pickMessages(messagesOf(lang), shippedNamespaces(SHELL_DIALOG_MESSAGES))) };
}
