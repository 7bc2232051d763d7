import { CABIN_CODES_IN_ORDER } from '../../domain/shop/search-box.ts';
import type { PassengerKind } from '../../domain/shop/search-box-passengers.ts';
import { MAX_SEATS } from '../../domain/shop/search-limits.ts';
import { FARE_TYPES } from '../../domain/special-passengers/ticket-types.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';
import type { PassengerLabels } from './PassengerSteppers.tsx';

/** The search box's words in the page's language (the search.* keys, cabin.* and ui.* of the UI kit). */
export function searchLabels(messages: Messages) {
  const t = (key: string, params?: Params) => translate(messages, key, params);
  const kind = (k: PassengerKind) => ({
    name: t(`search.pax.${k}.name`),
    ages: t(`search.pax.${k}.ages`),
    add: t(`search.pax.${k}.add`),
    remove: t(`search.pax.${k}.remove`),
    count: (count: number) => t(`search.pax.${k}.count`, { count }),
  });
  const passengers: PassengerLabels = {
    legend: t('search.passengers'),
    kinds: { adt: kind('adt'), cnn: kind('cnn'), inf: kind('inf') },
    rules: { minAdult: t('search.rule.minAdult'), maxSeats: t('search.rule.maxSeats', { max: MAX_SEATS }), infants: t('search.rule.infants') },
  };
  return {
    t,
    form: t('search.form'),
    tripType: t('search.tripType'),
    tripTypes: { S: t('search.trip.S'), R: t('search.trip.R'), M: t('search.trip.M') },
    passengers,
    cabin: t('search.cabin'),
    cabins: CABIN_CODES_IN_ORDER.map((code) => ({ value: code, label: t(`cabin.${code}`) })),
    fareType: t('search.fareType'),
    fareTypes: FARE_TYPES.map((code) => ({ value: code, label: code === 'ADT' ? t('search.fareType.ADT') : t(`sppsg.type.${code}`) })),
    fareTypeHint: t('search.fareType.hint'),
    fareTypeRegister: t('search.fareType.register'),
    currency: t('search.currency'),
    submit: t('search.submit'),
    searching: t('search.searching'),
  };
}

export type SearchLabels = ReturnType<typeof searchLabels>;
