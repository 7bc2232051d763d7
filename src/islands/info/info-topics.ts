/**
 * The labelled demo pages info/{topic}: the stand-ins the demo configuration's external links lead to
 * (EXTERNAL_LINKS in sites.config.ts). Each gives the i18n keys of its heading and paragraphs, and the way back
 * to the storefront that suits it.
 */
export interface InfoTopic {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /**
   * order: a manage link of a ticketed order, which leads back to the orders; app: a page of the airline's app;
   * legal: terms or travel information, which lead back to the search alone.
   */
  readonly kind: 'member' | 'order' | 'legal' | 'app';
}

/** What the app pages say after their first paragraph: the same on all three. */
const NO_APP = 'info.noApp';

export const INFO_TOPICS = {
  'member-terms': { title: 'info.memberTerms.title', paragraphs: ['info.memberTerms.p1', 'info.memberTerms.p2'], kind: 'member' },
  privacy: { title: 'info.privacy.title', paragraphs: ['info.privacy.p1', 'info.privacy.p2', 'info.privacy.p3'], kind: 'legal' },
  'member-area': { title: 'info.memberArea.title', paragraphs: ['info.memberArea.p1', 'info.memberArea.p2'], kind: 'member' },
  'order-change': { title: 'info.orderChange.title', paragraphs: ['info.orderChange.p1', 'info.orderChange.p2'], kind: 'order' },
  refund: { title: 'info.refund.title', paragraphs: ['info.refund.p1', 'info.refund.p2', 'info.refund.p3'], kind: 'order' },
  meal: { title: 'info.meal.title', paragraphs: ['info.meal.p1', 'info.meal.p2'], kind: 'order' },
  baggage: { title: 'info.baggage.title', paragraphs: ['info.baggage.p1', 'info.baggage.p2'], kind: 'order' },
  terms: { title: 'info.terms.title', paragraphs: ['info.terms.p1', 'info.terms.p2'], kind: 'legal' },
  app: { title: 'info.app.title', paragraphs: ['info.app.p1', NO_APP], kind: 'app' },
  'app-store': { title: 'info.appStore.title', paragraphs: ['info.appStore.p1', NO_APP], kind: 'app' },
  'google-play': { title: 'info.googlePlay.title', paragraphs: ['info.googlePlay.p1', NO_APP], kind: 'app' },
  'booking-terms': { title: 'info.bookingTerms.title', paragraphs: ['info.bookingTerms.p1', 'info.bookingTerms.p2'], kind: 'legal' },
  gdpr: { title: 'info.gdpr.title', paragraphs: ['info.gdpr.p1', 'info.gdpr.p2'], kind: 'legal' },
  'privacy-consent': { title: 'info.privacyConsent.title', paragraphs: ['info.privacyConsent.p1', 'info.privacyConsent.p2'], kind: 'legal' },
  'dangerous-goods': { title: 'info.dangerousGoods.title', paragraphs: ['info.dangerousGoods.p1', 'info.dangerousGoods.p2'], kind: 'legal' },
  'lithium-batteries': { title: 'info.lithiumBatteries.title', paragraphs: ['info.lithiumBatteries.p1', 'info.lithiumBatteries.p2'], kind: 'legal' },
  'international-travel': {
    title: 'info.internationalTravel.title',
    paragraphs: ['info.internationalTravel.p1', 'info.internationalTravel.p2'],
    kind: 'legal',
  },
  'beijing-daxing': { title: 'info.beijingDaxing.title', paragraphs: ['info.beijingDaxing.p1', 'info.beijingDaxing.p2'], kind: 'legal' },
  'seat-selection': { title: 'info.seatSelection.title', paragraphs: ['info.seatSelection.p1', 'info.seatSelection.p2'], kind: 'legal' },
  'paid-seats': { title: 'info.paidSeats.title', paragraphs: ['info.paidSeats.p1', 'info.paidSeats.p2'], kind: 'legal' },
  'extra-baggage': { title: 'info.extraBaggage.title', paragraphs: ['info.extraBaggage.p1', 'info.extraBaggage.p2'], kind: 'legal' },
} as const satisfies Readonly<Record<string, InfoTopic>>;

export type InfoTopicName = keyof typeof INFO_TOPICS;

/** Whether a URL segment names a topic (an own key: `constructor` is none). */
export function isInfoTopic(name: string | undefined): name is InfoTopicName {
  return name !== undefined && Object.hasOwn(INFO_TOPICS, name);
}
