/**
 * The 27 country sites of the storefront (spec 1, 3 "Site config" and 9).
 *
 * Facts the spec gives are kept exactly: ids NZ 1 to MX 27, the default currencies,
 * the default languages (en; zh for eu and mo; tc for hk and tw; ko for kr), the
 * currency sets of the eu, MEA and APAC sites, the surname-first name layout of jp,
 * kr, my, sg and tw, the flags, and the default arrival CAN.
 *
 * Where the spec is silent we chose, and say so here: the site codes between nz and
 * mx; the language lists beyond each default; the supported currencies of sites
 * outside the three sets (their own currency only); and each default departure,
 * which is the real-world main international gateway of the country (or of the
 * region, for the eu, mea and apac sites).
 */
import type { ExternalLinkTemplates } from './src/domain/external-links.ts';
import type { Lang } from './src/domain/languages.ts';
import type { NameLayout, Region, Site, SiteFlags } from './src/domain/sites.ts';

const EU_CURRENCIES = ['EUR', 'GBP', 'USD', 'HUF', 'RSD'] as const;
const MEA_CURRENCIES = ['USD', 'SAR', 'QAR', 'AED'] as const;
const APAC_CURRENCIES = ['USD', 'PGK', 'NPR'] as const;

/** Mailbox providers offered everywhere; each site adds its local ones first. */
const COMMON_EMAIL = ['gmail.com', 'outlook.com', 'hotmail.com', 'icloud.com'] as const;

interface SiteInput {
  id: number;
  code: string;
  region: Region;
  countries: readonly string[];
  languages: readonly [Lang, ...Lang[]];
  currency: string;
  currencies?: readonly string[];
  nationality: string;
  areaCode: string;
  departure: string;
  flags?: Partial<SiteFlags>;
  email?: readonly string[];
  nameLayout?: NameLayout;
  /** This site's own addresses of some external pages, in place of EXTERNAL_LINKS. */
  links?: Partial<ExternalLinkTemplates>;
}

/** Builds one site: the first language is the default, and the trip-date defaults are the spec's for every site. */
function site(input: SiteInput): Site {
  return {
    id: input.id,
    code: input.code,
    region: input.region,
    countries: input.countries,
    languages: { default: input.languages[0], list: input.languages },
    currencies: { default: input.currency, supported: input.currencies ?? [input.currency] },
    defaults: {
      nationality: input.nationality,
      documentIssuer: input.nationality,
      contactAreaCode: input.areaCode,
      departure: input.departure,
      arrival: 'CAN',
      depDate: 2,
      backDate: 4,
      minDate: 0,
      maxDateYears: 1,
    },
    flags: {
      noGDPR: false,
      hideFindPassword: false,
      rpdf: false,
      carrierSurcharge: false,
      euRedirect: false,
      ...input.flags,
    },
    emailSuffixes: [...(input.email ?? []), ...COMMON_EMAIL],
    nameLayout: input.nameLayout ?? 'firstMiddleLast',
    ...(input.links ? { links: input.links } : {}),
  };
}

/** Sites inside the EU regime: GDPR flag, the eu currency set, and (but for eu itself) the redirect of book and mileage. */
const EU_COUNTRY = { noGDPR: true, euRedirect: true } as const;

export const sites = [
  site({
    id: 1,
    code: 'nz',
    region: 'oceania',
    countries: ['NZ'],
    languages: ['en', 'zh'],
    currency: 'NZD',
    nationality: 'NZ',
    areaCode: '64',
    departure: 'AKL',
    flags: { rpdf: true },
    email: ['xtra.co.nz'],
  }),
  site({
    id: 2,
    code: 'au',
    region: 'oceania',
    countries: ['AU'],
    languages: ['en', 'zh'],
    currency: 'AUD',
    nationality: 'AU',
    areaCode: '61',
    departure: 'SYD',
    flags: { rpdf: true },
    email: ['bigpond.com'],
  }),
  site({
    id: 3,
    code: 'ca',
    region: 'americas',
    countries: ['CA'],
    languages: ['en', 'fr', 'zh'],
    currency: 'CAD',
    nationality: 'CA',
    areaCode: '1',
    departure: 'YVR',
    flags: { carrierSurcharge: true },
    email: ['shaw.ca'],
  }),
  site({
    id: 4,
    code: 'hk',
    region: 'greaterChina',
    countries: ['HK'],
    languages: ['tc', 'en', 'zh'],
    currency: 'HKD',
    nationality: 'HK',
    areaCode: '852',
    departure: 'HKG',
    email: ['netvigator.com'],
  }),
  site({
    id: 5,
    code: 'in',
    region: 'asia',
    countries: ['IN'],
    languages: ['en'],
    currency: 'INR',
    nationality: 'IN',
    areaCode: '91',
    departure: 'DEL',
    email: ['rediffmail.com'],
  }),
  site({ id: 6, code: 'id', region: 'asia', countries: ['ID'], languages: ['en', 'zh'], currency: 'IDR', nationality: 'ID', areaCode: '62', departure: 'CGK' }),
  site({
    id: 7,
    code: 'jp',
    region: 'asia',
    countries: ['JP'],
    languages: ['en', 'ja', 'zh'],
    currency: 'JPY',
    nationality: 'JP',
    areaCode: '81',
    departure: 'NRT',
    email: ['docomo.ne.jp', 'ezweb.ne.jp'],
    nameLayout: 'surnameGiven',
  }),
  site({
    id: 8,
    code: 'my',
    region: 'asia',
    countries: ['MY'],
    languages: ['en', 'zh'],
    currency: 'MYR',
    nationality: 'MY',
    areaCode: '60',
    departure: 'KUL',
    nameLayout: 'surnameGiven',
  }),
  site({ id: 9, code: 'ph', region: 'asia', countries: ['PH'], languages: ['en', 'zh'], currency: 'PHP', nationality: 'PH', areaCode: '63', departure: 'MNL' }),
  site({
    id: 10,
    code: 'sg',
    region: 'asia',
    countries: ['SG'],
    languages: ['en', 'zh'],
    currency: 'SGD',
    nationality: 'SG',
    areaCode: '65',
    departure: 'SIN',
    email: ['singnet.com.sg'],
    nameLayout: 'surnameGiven',
  }),
  site({
    id: 11,
    code: 'kr',
    region: 'asia',
    countries: ['KR'],
    languages: ['ko', 'en', 'zh'],
    currency: 'KRW',
    nationality: 'KR',
    areaCode: '82',
    departure: 'ICN',
    flags: { rpdf: true },
    email: ['naver.com', 'daum.net'],
    nameLayout: 'surnameGiven',
  }),
  site({
    id: 12,
    code: 'tw',
    region: 'greaterChina',
    countries: ['TW'],
    languages: ['tc', 'en', 'zh'],
    currency: 'TWD',
    nationality: 'TW',
    areaCode: '886',
    departure: 'TPE',
    email: ['hinet.net'],
    nameLayout: 'surnameGiven',
  }),
  site({
    id: 13,
    code: 'th',
    region: 'asia',
    countries: ['TH'],
    languages: ['en', 'zh'],
    currency: 'THB',
    nationality: 'TH',
    areaCode: '66',
    departure: 'BKK',
  }),
  site({
    id: 14,
    code: 'gb',
    region: 'eu',
    countries: ['GB'],
    languages: ['en', 'zh'],
    currency: 'GBP',
    currencies: EU_CURRENCIES,
    nationality: 'GB',
    areaCode: '44',
    departure: 'LHR',
    flags: EU_COUNTRY,
    email: ['btinternet.com'],
  }),
  site({
    id: 15,
    code: 'mo',
    region: 'greaterChina',
    countries: ['MO'],
    languages: ['zh', 'tc', 'en'],
    currency: 'MOP',
    nationality: 'MO',
    areaCode: '853',
    departure: 'MFM',
    email: ['qq.com', '163.com'],
  }),
  site({
    id: 16,
    code: 'eu',
    region: 'eu',
    countries: [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'GR',
      'HU',
      'IE',
      'LV',
      'LT',
      'LU',
      'MT',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
      'CH',
      'NO',
      'RS',
    ],
    languages: ['zh', 'en', 'de', 'fr', 'es', 'it'],
    currency: 'EUR',
    currencies: EU_CURRENCIES,
    // Amsterdam is the main European gateway of the home airline's network.
    nationality: 'NL',
    areaCode: '31',
    departure: 'AMS',
    flags: { noGDPR: true },
    email: ['gmx.net'],
  }),
  site({
    id: 17,
    code: 'fr',
    region: 'eu',
    countries: ['FR'],
    languages: ['en', 'fr', 'zh'],
    currency: 'EUR',
    currencies: EU_CURRENCIES,
    nationality: 'FR',
    areaCode: '33',
    departure: 'CDG',
    flags: EU_COUNTRY,
    email: ['orange.fr', 'free.fr'],
  }),
  site({
    id: 18,
    code: 'de',
    region: 'eu',
    countries: ['DE'],
    languages: ['en', 'de', 'zh'],
    currency: 'EUR',
    currencies: EU_CURRENCIES,
    nationality: 'DE',
    areaCode: '49',
    departure: 'FRA',
    flags: EU_COUNTRY,
    email: ['gmx.de', 'web.de'],
  }),
  site({
    id: 19,
    code: 'nl',
    region: 'eu',
    countries: ['NL'],
    languages: ['en', 'zh'],
    currency: 'EUR',
    currencies: EU_CURRENCIES,
    nationality: 'NL',
    areaCode: '31',
    departure: 'AMS',
    flags: EU_COUNTRY,
    email: ['ziggo.nl', 'kpnmail.nl'],
  }),
  site({
    id: 20,
    code: 'it',
    region: 'eu',
    countries: ['IT'],
    languages: ['en', 'it', 'zh'],
    currency: 'EUR',
    currencies: EU_CURRENCIES,
    nationality: 'IT',
    areaCode: '39',
    departure: 'FCO',
    flags: EU_COUNTRY,
    email: ['libero.it', 'virgilio.it'],
  }),
  site({
    id: 21,
    code: 'us',
    region: 'americas',
    countries: ['US'],
    languages: ['en', 'zh', 'es'],
    currency: 'USD',
    nationality: 'US',
    areaCode: '1',
    departure: 'LAX',
    flags: { hideFindPassword: true },
    email: ['aol.com', 'comcast.net'],
  }),
  site({
    id: 22,
    code: 'ru',
    region: 'cis',
    countries: ['RU'],
    languages: ['en', 'ru', 'zh'],
    currency: 'USD',
    nationality: 'RU',
    areaCode: '7',
    departure: 'SVO',
    email: ['mail.ru', 'yandex.ru'],
  }),
  site({
    id: 23,
    code: 'vn',
    region: 'asia',
    countries: ['VN'],
    languages: ['en', 'zh'],
    currency: 'USD',
    nationality: 'VN',
    areaCode: '84',
    departure: 'SGN',
  }),
  site({
    id: 24,
    code: 'kh',
    region: 'asia',
    countries: ['KH'],
    languages: ['en', 'zh'],
    currency: 'USD',
    nationality: 'KH',
    areaCode: '855',
    departure: 'PNH',
  }),
  site({
    id: 25,
    code: 'mea',
    region: 'mea',
    countries: ['AE', 'SA', 'QA', 'KW', 'OM', 'BH', 'IL', 'TR', 'EG', 'KE', 'TZ', 'NG', 'ZA', 'MU', 'IR', 'PK', 'UZ', 'KZ'],
    languages: ['en', 'zh'],
    currency: 'USD',
    currencies: MEA_CURRENCIES,
    // Dubai is the region's busiest international gateway.
    nationality: 'AE',
    areaCode: '971',
    departure: 'DXB',
  }),
  site({
    id: 26,
    code: 'apac',
    region: 'apac',
    countries: ['PG', 'NP', 'LK', 'BD', 'MV', 'MM', 'LA', 'BN', 'FJ', 'MN'],
    languages: ['en', 'zh'],
    currency: 'USD',
    currencies: APAC_CURRENCIES,
    // Kathmandu: the APAC set is priced in Nepalese and Papua New Guinean money; Nepal has the larger market.
    nationality: 'NP',
    areaCode: '977',
    departure: 'KTM',
  }),
  site({
    id: 27,
    code: 'mx',
    region: 'americas',
    countries: ['MX'],
    languages: ['en', 'es', 'zh'],
    currency: 'USD',
    nationality: 'MX',
    areaCode: '52',
    departure: 'MEX',
    email: ['prodigy.net.mx'],
  }),
] as const satisfies readonly Site[];

/** The site a first-time visitor with no stored choice lands on. */
export const DEFAULT_SITE = 'nz';

/**
 * The hosts an https template of EXTERNAL_LINKS (or of a site's `links`) may lead to: the airline's own websites,
 * named here so that a mistyped or foreign host fails the tests instead of reaching travellers. The demo
 * configuration links only to the storefront itself, so it lists none.
 */
export const EXTERNAL_HOSTS: readonly string[] = [];

/**
 * The site of a first visit whose browser names a language without a country we sell to (`ja`, `zh-CN`): the
 * site where the language is at home. Each site must offer its language. Spanish goes to the Latin-American
 * site, whose vocabulary the Spanish messages use; Simplified Chinese to the default site.
 */
export const LANGUAGE_HOME_SITES = {
  en: 'nz',
  zh: 'nz',
  tc: 'tw',
  ja: 'jp',
  ko: 'kr',
  de: 'de',
  fr: 'fr',
  es: 'mx',
  it: 'it',
  ru: 'ru',
} as const satisfies Record<Lang, string>;

/**
 * The pages of the airline's own website that the storefront links to (spec 2's external links), the same on
 * every site unless a site's `links` names its own. Each is a path the storefront serves or an https address;
 * `{site}` and `{lang}` are replaced by the visitor's site code and language (`nz`, `en`).
 *
 * This demo configuration points every page at a labelled demonstration page of the storefront itself
 * (info/{topic}), as no real airline stands behind it. An airline puts its own addresses here, such as
 * `https://www.example.com/{lang}-{site}/refunds`.
 */
export const EXTERNAL_LINKS = {
  memberTerms: '/tk/{site}/{lang}/info/member-terms/',
  privacy: '/tk/{site}/{lang}/info/privacy/',
  memberArea: '/tk/{site}/{lang}/info/member-area/',
  orderChange: '/tk/{site}/{lang}/info/order-change/',
  refund: '/tk/{site}/{lang}/info/refund/',
  meal: '/tk/{site}/{lang}/info/meal/',
  luggage: '/tk/{site}/{lang}/info/baggage/',
  terms: '/tk/{site}/{lang}/info/terms/',
  app: '/tk/{site}/{lang}/info/app/',
  appStore: '/tk/{site}/{lang}/info/app-store/',
  googlePlay: '/tk/{site}/{lang}/info/google-play/',
  bookingTerms: '/tk/{site}/{lang}/info/booking-terms/',
  gdpr: '/tk/{site}/{lang}/info/gdpr/',
  privacyConsent: '/tk/{site}/{lang}/info/privacy-consent/',
  dangerousGoods: '/tk/{site}/{lang}/info/dangerous-goods/',
  lithiumBatteries: '/tk/{site}/{lang}/info/lithium-batteries/',
  internationalTravel: '/tk/{site}/{lang}/info/international-travel/',
  beijingDaxing: '/tk/{site}/{lang}/info/beijing-daxing/',
  seatSelection: '/tk/{site}/{lang}/info/seat-selection/',
  paidSeats: '/tk/{site}/{lang}/info/paid-seats/',
  extraBaggage: '/tk/{site}/{lang}/info/extra-baggage/',
} as const satisfies ExternalLinkTemplates;
