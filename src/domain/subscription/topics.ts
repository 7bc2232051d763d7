import type { SiteFlags } from '../sites.ts';

/** What an address can be subscribed to (issue 15): the airline's offers, its new routes and low-fare news. */
export const SUBSCRIPTION_TOPICS = ['offers', 'newRoutes', 'lowFares'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

/** A subscription counts only once its address opened the e-mailed link, which works once for this long. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * The document a subscriber agrees to (spec 2, as the login box): the membership terms on the sites under GDPR
 * rules of their own (noGDPR), the privacy notice elsewhere. Unlike the login box, Korean pages keep the terms,
 * because a subscription needs a consent text in every language.
 */
export type ConsentDocument = 'membership' | 'privacy';

export function consentDocument(flags: Pick<SiteFlags, 'noGDPR'>): ConsentDocument {
  return flags.noGDPR ? 'membership' : 'privacy';
}

/** The message of the consent sentence shown beside the subscribe button; its words are what the record keeps. */
export function consentMessageKey(document: ConsentDocument): string {
  return `subscribe.consent.${document}`;
}

/** The consent checkboxes of other forms whose ticks are written to the audit trail (spec 7, checkboxLog). */
export const CONSENT_CHECKBOXES = ['loginTerms', 'bookingNotices', 'registerTerms'] as const;
export type ConsentCheckbox = (typeof CONSENT_CHECKBOXES)[number];
