import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { type AwardChoice, choicesComplete, chosenFlights, keepChoices, moveDirectionDate, withChoice } from '../../domain/mileage/award-choices.ts';
import { AWARD_GUEST } from '../../domain/mileage/codes.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { chooseAward } from '../../stores/award-funnel.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { SessionTimer } from '../shop/SessionTimer.tsx';
import { AwardDirection } from './AwardDirection.tsx';
import { AwardSummary, type QuoteLoad } from './AwardSummary.tsx';
import { awardFormat, type Translate } from './award-format.ts';
import { type AwardResults, awardTripCalls } from './award-trip-calls.ts';
import { GuestNotice } from './GuestNotice.tsx';
import { useAwardTrip } from './use-award-trip.ts';

type Results =
  | { state: 'loading'; last: AwardResults | null }
  | { state: 'ready'; value: AwardResults }
  | { state: 'none' }
  | { state: 'guest' }
  | { state: 'failed'; code: string };

/**
 * mileage/flights: the award results of a sealed search link. Each direction
 * shows its ±3 day ribbon (a day chosen asks again with that direction moved) and
 * its itineraries with miles plus taxes per cabin; the traveller chooses one cell
 * per direction, sees the award priced for the party with its baggage and their
 * balance, and goes on to mileage/book with the choice kept for the tab. A trip
 * whose direction has no award seats (x02) says so with the way back to the search.
 */
function MileageFlights({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t: Translate = useCallback((key, params) => translate(messages, key, params), [messages]);
  const f = useMemo(() => awardFormat(lang, site, t), [lang, site, t]);
  const calls = useMemo(() => awardTripCalls(), []);
  const { session, load } = useAwardTrip(calls, t);
  const status = useStore(session.$state).status;
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const [dates, setDates] = useState<string[]>([]);
  const [results, setResults] = useState<Results>({ state: 'loading', last: null });
  const [choices, setChoices] = useState<AwardChoice[]>([]);
  const [quote, setQuote] = useState<QuoteLoad | null>(null);
  const [round, setRound] = useState(0);
  /** A day moved to that has no award seats for a direction: said, and the days shown before come back. */
  const [notice, setNotice] = useState('');
  const shownDates = useRef<string[] | null>(null);
  const searchHref = () => routeHref(baseOf(location.pathname), site, lang, 'mileage.search');
  const trip = load.state === 'ready' ? load.trip : null;

  useEffect(() => {
    if (trip) setDates([...trip.request.date]);
  }, [trip]);

  // A guest who logs in through the dialog sees the awards without reloading.
  const memberId = user.loggedIn ? (user.user?.id ?? null) : null;
  const guest = results.state === 'guest';
  useEffect(() => {
    if (memberId && guest) setRound((n) => n + 1);
  }, [memberId, guest]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again after a login
  useEffect(() => {
    if (!trip || dates.length === 0) return;
    let cancelled = false;
    setResults((was) => ({ state: 'loading', last: was.state === 'ready' ? was.value : was.state === 'loading' ? was.last : null }));
    calls.flights(trip.execution, dates).then(
      (value) => {
        if (cancelled) return;
        shownDates.current = dates;
        setResults({ state: 'ready', value });
        setChoices((was) => keepChoices(was, value.slices));
      },
      (error: unknown) => {
        if (cancelled || isApiError(error, 'abort')) return;
        const code = isApiError(error) ? error.code : 'network';
        const before = shownDates.current;
        if (code === 'x02' && before && before.join() !== dates.join()) {
          setNotice(t('mileage.flights.noAward'));
          setDates([...before]);
          return;
        }
        if (code === AWARD_GUEST) void openLoginDialog();
        setResults(code === 'x02' ? { state: 'none' } : code === AWARD_GUEST ? { state: 'guest' } : { state: 'failed', code });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [calls, trip, dates, round, t]);

  const shown = results.state === 'ready' ? results.value : results.state === 'loading' ? results.last : null;
  const directions = shown?.slices.length ?? 0;
  const complete = choicesComplete(choices, directions);

  useEffect(() => {
    if (!trip || !complete) {
      setQuote(null);
      return;
    }
    let cancelled = false;
    setQuote({ state: 'loading' });
    calls.price(trip.execution, choices).then(
      (value) => !cancelled && setQuote({ state: 'ready', quote: value }),
      (error: unknown) => {
        if (cancelled || isApiError(error, 'abort')) return;
        setQuote({ state: 'failed', message: errorMessage(messages, isApiError(error) ? error.code : 'network') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [calls, trip, choices, complete, messages]);

  function proceed(): void {
    if (!trip || !shown || quote?.state !== 'ready') return;
    const { request } = trip;
    chooseAward({
      args: trip.args,
      execution: trip.execution,
      tripType: request.tripType === 'R' ? 'R' : 'S',
      party: { adt: request.adt, cnn: request.cnn, inf: request.inf },
      choices,
      flights: chosenFlights(choices, shown.slices),
      quote: quote.quote,
    });
    location.assign(routeHref(baseOf(location.pathname), site, lang, 'mileage.book', {}, `?${new URLSearchParams({ execution: trip.execution })}`));
  }

  // Only the browser knows the base the page is under: the link is made where a state of the browser shows it.
  const backToSearch = () => (
    <a className="ui-button ui-primary award-back" href={searchHref()}>
      {t('mileage.flights.backToSearch')}
    </a>
  );
  if (status === 'expired') {
    return (
      <section className="award-page" aria-labelledby="award-expired">
        <h2 id="award-expired">{t('shop.expired')}</h2>
        {backToSearch()}
      </section>
    );
  }
  if (load.state === 'failed') {
    return (
      <section className="award-page">
        <p role="alert">{t('mileage.flights.loadFailed')}</p>
        {backToSearch()}
      </section>
    );
  }
  if (!trip) return <p role="status">{t('mileage.flights.opening')}</p>;

  const { request } = trip;
  const directionName = (set: number) =>
    request.tripType !== 'R' ? t('mileage.flights.name.one') : set === 0 ? t('mileage.flights.name.out') : t('mileage.flights.name.back');
  return (
    <section className="award-page" aria-busy={results.state === 'loading'}>
      <div className="shop-head">
        <p className="shop-trip">
          {request.dep.map((dep, i) => `${dep} → ${request.arr[i]}`).join(' · ')} ·{' '}
          {t('shop.travellers', { adt: request.adt, cnn: request.cnn, inf: request.inf })}
        </p>
        <SessionTimer session={session} t={t} />
      </div>
      <p role="status" className="shop-status">
        {results.state === 'loading' ? t('mileage.flights.loading') : results.state === 'ready' ? t('mileage.flights.perAdult') : ''}
      </p>
      <p role="alert" className="ui-error">
        {notice}
      </p>
      {results.state === 'guest' && <GuestNotice messages={messages} t={t} />}
      {results.state === 'none' && (
        <div className="notice">
          <p role="alert">{t('mileage.flights.noAward')}</p>
          {backToSearch()}
        </div>
      )}
      {results.state === 'failed' && (
        <div className="notice">
          <p role="alert">
            {t('mileage.flights.loadFailed')} {errorMessage(messages, results.code)}
          </p>
          <button type="button" className="ui-button" onClick={() => setRound((n) => n + 1)}>
            {t('mileage.retry')}
          </button>
        </div>
      )}
      {shown?.slices.map((slice) => (
        <AwardDirection
          key={slice.set}
          slice={slice}
          name={directionName(slice.set)}
          from={request.dep[slice.set] ?? ''}
          to={request.arr[slice.set] ?? ''}
          choice={choices.find((c) => c.set === slice.set)}
          busy={results.state === 'loading'}
          onDate={(date) => {
            setNotice('');
            setDates((was) => moveDirectionDate(was, slice.set, date));
          }}
          onChoose={(choice) => setChoices((was) => (choice ? withChoice(was, choice) : was.filter((c) => c.set !== slice.set)))}
          t={t}
          f={f}
        />
      ))}
      {shown && !complete && <p className="award-hint">{t('mileage.quote.choose')}</p>}
      {quote && <AwardSummary load={quote} short={errorMessage(messages, 'milesShort')} onContinue={proceed} t={t} f={f} />}
    </section>
  );
}

export default withPackedMessages(MileageFlights);
