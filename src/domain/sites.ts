import type { ExternalLinkTemplates } from './external-links.ts';
import type { Lang } from './languages.ts';

/** How a passenger's name is asked for: first/middle/last, or surname then given name. */
export type NameLayout = 'firstMiddleLast' | 'surnameGiven';

export type Region = 'oceania' | 'americas' | 'greaterChina' | 'asia' | 'eu' | 'cis' | 'mea' | 'apac';

export interface SiteFlags {
  /** The site is under GDPR rules of its own (spec flag noGDPR_user): the login box links the membership terms. */
  readonly noGDPR: boolean;
  /** The login box hides its forgot-password link. */
  readonly hideFindPassword: boolean;
  readonly rpdf: boolean;
  /** Fares on this site carry the carrier-imposed surcharge as its own line. */
  readonly carrierSurcharge: boolean;
  /** Entering book or mileage sends the browser to the eu site. */
  readonly euRedirect: boolean;
}

export interface SiteDefaults {
  /** ISO 3166-1 alpha-2 country of a new passenger's nationality. */
  readonly nationality: string;
  /** ISO 3166-1 alpha-2 country that issued a new passenger's document. */
  readonly documentIssuer: string;
  /** Calling code of the contact phone, without '+'. */
  readonly contactAreaCode: string;
  /** IATA city or airport code the search box starts from. */
  readonly departure: string;
  readonly arrival: string;
  /** Days from today of the default outbound date. */
  readonly depDate: number;
  /** Days from today of the default return date. */
  readonly backDate: number;
  /** Days from today of the earliest date that can be chosen. */
  readonly minDate: number;
  /** Years from today of the latest date that can be chosen. */
  readonly maxDateYears: number;
}

export interface Site {
  /** 1 (nz) to 27 (mx). */
  readonly id: number;
  /** The URL segment, lower case. */
  readonly code: string;
  readonly region: Region;
  /** ISO 3166-1 alpha-2 countries the site sells to. */
  readonly countries: readonly string[];
  readonly languages: { readonly default: Lang; readonly list: readonly Lang[] };
  readonly currencies: { readonly default: string; readonly supported: readonly string[] };
  readonly defaults: SiteDefaults;
  readonly flags: SiteFlags;
  /** Domains offered by the e-mail autocomplete. */
  readonly emailSuffixes: readonly string[];
  readonly nameLayout: NameLayout;
  /** This site's own addresses of some external pages, in place of the shared EXTERNAL_LINKS of sites.config.ts. */
  readonly links?: Partial<ExternalLinkTemplates>;
}
