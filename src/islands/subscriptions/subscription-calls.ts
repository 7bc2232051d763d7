import { confirmSubscription, logCheckbox, subscribe, unsubscribe, unsubscribeByEmail } from '../../domain/api/subscriptions.ts';
import type { Lang } from '../../domain/languages.ts';
import type { ConsentCheckbox, ConsentDocument, SubscriptionTopic } from '../../domain/subscription/topics.ts';
import { storefrontApi } from '../../stores/api.ts';

/** The calls of my/subscribe and my/cancelSubscribe. */
export const subscriptionCalls = {
  subscribe: (site: string, lang: Lang, body: { email: string; topics: SubscriptionTopic[]; consent: ConsentDocument }) =>
    storefrontApi().call(subscribe, { params: { site, lang }, body }),
  confirm: (site: string, lang: Lang, token: string) => storefrontApi().call(confirmSubscription, { params: { site, lang }, body: { token } }),
  unsubscribe: (site: string, lang: Lang, token?: string) =>
    storefrontApi().call(unsubscribe, { params: { site, lang }, body: token ? { token } : {} }, { inline: true }),
  unsubscribeByEmail: (site: string, lang: Lang, body: { email: string; ca: string; captchaId: string }) =>
    storefrontApi().call(unsubscribeByEmail, { body: { ...body, country: site, language: lang } }, { inline: true }),
};

/**
 * Writes the tick of a consent checkbox to the audit trail (spec 7: concurrent). It never holds up or fails the form
 * that ticked it: the call runs on its own and a failure is dropped.
 */
export function logConsentTick(operation: ConsentCheckbox, description: string, site?: string): void {
  storefrontApi()
    .call(logCheckbox, { body: { operation, description, site } }, { concurrent: true, inline: true })
    .catch(() => undefined);
}
