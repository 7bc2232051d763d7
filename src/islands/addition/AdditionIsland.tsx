import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { amountToPay } from '../../domain/booking/amount-to-pay.ts';
import type { AutoSeatInfo } from '../../domain/booking/extras.ts';
import { chosenExtrasCost } from '../../domain/booking/extras-pricing.ts';
import type { BookingSoFar, ExtrasChoices, PendingOrder, SeatView } from '../../domain/booking/funnel-extras.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import type { Money } from '../../domain/money.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { bookingSoFar, keepExtras, keptExtras } from '../../stores/funnel-extras.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { formatters, type Translate } from '../shop/format.ts';
import { SessionTimer } from '../shop/SessionTimer.tsx';
import { useResumedSession } from '../shop/use-resumed-session.ts';
import { type DiscountChoice, DiscountSlot } from './DiscountSlot.tsx';
import { ExtrasSummary } from './ExtrasSummary.tsx';
import { extrasCalls } from './extras-calls.ts';
import { keepOffered, NO_CHOICES, type OfferedFlight, orderExtras, ownSeats } from './extras-choices.ts';
import { FlightSection, type MealText, type PagePassenger } from './FlightSection.tsx';
import { passengerName } from './passenger-name.ts';
import { submitOrder } from './submit-order.ts';

interface Offers {
  readonly flights: readonly OfferedFlight[];
  /** The fares of the chosen families, priced afresh; null when one is no longer on sale. */
  readonly fares: Money | null;
}

interface Problem {
  readonly text: string;
  readonly link?: { readonly href: string; readonly label: string };
}

/** `missing`: the earlier steps left nothing for this booking session, spec 8's x01 (a missing argument of the extras query). */
type Page = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; problem: Problem } | { state: 'ready'; handoff: BookingSoFar };

function pageHref(site: string, lang: string, name: RouteName, search = ''): string {
  return routeHref(baseOf(location.pathname), site, lang, name, {}, search);
}

/** The problem of a failed call, in the page's words, with the way out where there is one. */
function problemOf(code: string, handoff: BookingSoFar, context: { site: string; lang: string; messages: Messages; t: Translate }): Problem {
  const { site, lang, messages, t } = context;
  if (code === 'CZWEB000003' || code === 'CZWEB000004')
    return { text: errorMessage(messages, code), link: { href: pageHref(site, lang, 'book.search'), label: t('addition.searchAgain') } };
  if (code === 'soldOut')
    return {
      text: errorMessage(messages, code),
      link: { href: pageHref(site, lang, 'book.shop', `?${new URLSearchParams({ args: handoff.args })}`), label: t('addition.backToFlights') },
    };
  return { text: errorMessage(messages, code) };
}

/** Every flight of the chosen solutions with what it offers, numbered as the order numbers its segments, and the fares. */
async function loadOffers(handoff: BookingSoFar): Promise<Offers> {
  const [shown, fares] = await Promise.all([
    Promise.all(handoff.chosen.map((c) => extrasCalls.showExtra(handoff.execution, c.set, c.sol, c.familyId))),
    Promise.all(handoff.chosen.map((c) => extrasCalls.fare(handoff.execution, c.set, c.sol, c.cabin, c.familyId))),
  ]);
  let segment = 0;
  const flights = shown.flatMap((extra, slice) => extra.flights.map((extras): OfferedFlight => ({ segment: segment++, slice, extras })));
  const total = fares.every((fare): fare is Money => fare !== null)
    ? { amount: fares.reduce((sum, fare) => sum + fare.amount, 0), currency: fares[0].currency }
    : null;
  return { flights, fares: total };
}

/**
 * book/addition: seats (on a seat map or as a list), extra bags and special
 * meals per flight and passenger, with every price shown before it is chosen and
 * a running total; then the order is made and the traveller goes on to pay. The
 * choices are kept per booking session, so leaving and coming back keeps them.
 */
function AdditionIsland({ site, lang, nameLayout, messages }: { site: string; lang: Lang; nameLayout: NameLayout; messages: Messages }) {
  const t: Translate = useCallback((key, params) => translate(messages, key, params), [messages]);
  const f = useMemo(() => formatters(lang, site, t), [lang, site, t]);
  const list = useMemo(() => new Intl.ListFormat(bcp47(lang), { type: 'unit', style: 'short' }), [lang]);
  const [page, setPage] = useState<Page>({ state: 'loading' });
  const [offers, setOffers] = useState<Offers | null>(null);
  const [choices, setChoices] = useState<ExtrasChoices>(NO_CHOICES);
  const [view, setView] = useState<SeatView>('map');
  const [pending, setPending] = useState<PendingOrder | undefined>(undefined);
  const [autoSeat, setAutoSeat] = useState<AutoSeatInfo | null>(null);
  const [meals, setMeals] = useState<{ note: string; texts: Map<string, MealText> }>({ note: '', texts: new Map() });
  const [discount, setDiscount] = useState<DiscountChoice | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const problemRef = useRef<HTMLDivElement>(null);
  const href = (name: RouteName, search = '') => pageHref(site, lang, name, search);

  const applyOffers = useCallback((next: Offers, from: ExtrasChoices, own: ReadonlySet<string>): string[] => {
    const kept = keepOffered(from, next.flights, own);
    setOffers(next);
    setChoices(kept.choices);
    return kept.lostSeats;
  }, []);

  useEffect(() => {
    let cancelled = false;
    const handoff = bookingSoFar(new URLSearchParams(location.search).get('execution'));
    if (!handoff) {
      setPage({ state: 'missing' });
      return;
    }
    const kept = keptExtras(handoff.execution);
    // The notes above the flights are asked for with the offers and shown with them, so that none comes later and
    // moves the seat maps down; a note that fails is left out. Every meal's tip is asked for, since which meals the
    // flights offer is known only with the offers.
    const notes = Promise.all([extrasCalls.autoSeatInfo(site, lang).catch(() => null), extrasCalls.mealTips(site, lang).catch(() => null)]);
    void (async () => {
      try {
        const loaded = await loadOffers(handoff);
        const [autoSeatInfo, tips] = await notes;
        if (cancelled) return;
        if (!loaded.fares) {
          setPage({ state: 'failed', problem: problemOf('soldOut', handoff, { site, lang, messages, t }) });
          return;
        }
        // The seat maps' first render is the page's longest; as a transition React draws it in slices that leave a
        // phone's main thread free to answer.
        startTransition(() => {
          const lost = applyOffers(loaded, kept?.choices ?? NO_CHOICES, ownSeats(kept?.pending?.choices));
          setAutoSeat(autoSeatInfo);
          if (tips) setMeals({ note: tips.msg, texts: new Map(tips.data.map((m) => [m.code, { name: m.name, tip: m.tip }])) });
          setView(kept?.view ?? 'map');
          setPending(kept?.pending);
          if (lost.length > 0) setProblem({ text: t('addition.seatsLost', { seats: lost.join(', ') }) });
          setPage({ state: 'ready', handoff });
        });
      } catch (error) {
        if (cancelled || (isApiError(error) && error.code === 'abort')) return;
        setPage({ state: 'failed', problem: problemOf(isApiError(error) ? error.code : 'network', handoff, { site, lang, messages, t }) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [site, lang, messages, t, applyOffers]);

  const handoff = page.state === 'ready' ? page.handoff : undefined;
  const session = useResumedSession(page.state === 'loading' || page.state === 'ready', t);
  useEffect(() => {
    if (handoff) keepExtras({ execution: handoff.execution, choices, view, pending });
  }, [handoff, choices, view, pending]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  if (page.state === 'loading') return <p role="status">{t('addition.loading')}</p>;
  if (page.state === 'missing' || page.state === 'failed') {
    const shown = page.state === 'missing' ? { text: t('x01'), link: { href: href('book.search'), label: t('addition.searchAgain') } } : page.problem;
    return (
      <section className="addition" aria-labelledby="addition-problem">
        <p id="addition-problem" role="alert">
          {shown.text}
        </p>
        {shown.link && (
          <a className="ui-button ui-primary" href={shown.link.href}>
            {shown.link.label}
          </a>
        )}
      </section>
    );
  }
  if (!handoff || !offers?.fares) return null;

  const fares = offers.fares;
  const offered = new Map(offers.flights.map((flight) => [flight.segment, flight.extras]));
  const cost = chosenExtrasCost(orderExtras(choices), (segment) => offered.get(segment));
  const saving = discount?.saving ?? null;
  const total = amountToPay(fares, cost.total, saving?.amount ?? 0);
  const own = ownSeats(pending?.choices);
  const passengers: PagePassenger[] = handoff.passengers.map((p, index) => ({
    index,
    type: p.type,
    name: passengerName(p, nameLayout) || t('addition.passengerN', { n: index + 1 }),
    infantOf: p.infantOf,
  }));
  const first = handoff.chosen[0];

  async function reload(base: ExtrasChoices, ownAfter: ReadonlySet<string>): Promise<string[]> {
    if (!handoff) return [];
    const next = await loadOffers(handoff);
    return applyOffers(next, base, ownAfter);
  }

  async function proceed(): Promise<void> {
    if (!handoff || busy) return;
    setBusy(true);
    setProblem(null);
    let kept = pending;
    try {
      const url = await submitOrder(
        {
          site,
          lang,
          handoff,
          choices,
          expectedTotal: total,
          discount,
          pending,
          keepPending: (next) => {
            kept = next;
            setPending(next);
          },
        },
        extrasCalls,
      );
      keepExtras({ execution: handoff.execution, choices, view, pending: kept });
      location.assign(url);
    } catch (error) {
      setBusy(false);
      const code = isApiError(error) ? error.code : 'network';
      if (code === 'abort') return;
      if (code === 'seatTaken') {
        const lost = await reload(choices, ownSeats(kept?.choices)).catch(() => []);
        setProblem({ text: lost.length > 0 ? t('addition.seatsLost', { seats: lost.join(', ') }) : errorMessage(messages, code) });
      } else if (code === 'priceChanged') {
        await reload(choices, ownSeats(kept?.choices)).catch(() => []);
        setProblem({ text: t('addition.priceChanged') });
      } else if (isApiError(error) && /^(?:passengers|contact)\b/.test(Object.keys(fieldsOf(error.data))[0] ?? '')) {
        setProblem({
          text: t('addition.checkPassengers'),
          link: { href: href('book.passengers', `?${new URLSearchParams({ execution: handoff.execution })}`), label: t('addition.backToPassengers') },
        });
      } else {
        setProblem(problemOf(code, handoff, { site, lang, messages, t }));
      }
    }
  }

  return (
    <section className="addition" aria-labelledby="addition-extras-title">
      <h2 id="addition-extras-title">{t('addition.extras')}</h2>
      <SessionTimer session={session} t={t} />
      {autoSeat && (
        <ul className="addition-auto-seat notice" aria-label={t('addition.autoSeat.title')}>
          {autoSeat.rules.map((rule) => (
            <li key={rule.key}>{t(rule.key, { hours: autoSeat.checkInOpensHours })}</li>
          ))}
        </ul>
      )}
      <div className="addition-view" role="group" aria-label={t('seat.viewLabel')}>
        <button type="button" className="ui-button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
          {t('seat.viewMap')}
        </button>
        <button type="button" className="ui-button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
          {t('seat.viewList')}
        </button>
      </div>
      {/* The meal note is markup the server sanitised (meal illustrate). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: meal notes are markup the content service sanitised on the server */}
      {meals.note && <div className="addition-meal-note" dangerouslySetInnerHTML={{ __html: meals.note }} />}
      {offers.flights.map((offered) => (
        <FlightSection
          key={offered.segment}
          offered={offered}
          title={t('addition.flightTitle', {
            n: offered.segment + 1,
            count: offers.flights.length,
            flightNo: offered.extras.flightNo,
            from: offered.extras.from,
            to: offered.extras.to,
            date: f.day(offered.extras.departure),
            time: f.time(offered.extras.departure),
          })}
          passengers={passengers}
          choices={choices}
          update={(change) => setChoices((was) => change(was))}
          view={view}
          own={own}
          meals={meals.texts}
          announce={setAnnouncement}
          t={t}
          f={f}
          list={list}
        />
      ))}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ExtrasSummary fares={fares} cost={cost} saving={saving} total={total} t={t} money={f.money}>
        <DiscountSlot session={handoff.execution} set={first.set} sol={first.sol} site={site} lang={lang} messages={messages} onChange={setDiscount} />
        {problem && (
          <div className="addition-problem" role="alert" tabIndex={-1} ref={problemRef}>
            <p>{problem.text}</p>
            {problem.link && <a href={problem.link.href}>{problem.link.label}</a>}
          </div>
        )}
        <div className="addition-actions funnel-bar">
          <p className="funnel-total">
            {t('addition.total')} <strong>{f.money(total)}</strong>
          </p>
          <a className="ui-button" href={href('book.passengers', `?${new URLSearchParams({ execution: handoff.execution })}`)}>
            {t('addition.backToPassengers')}
          </a>
          <button type="button" className="ui-button ui-primary" disabled={busy} onClick={() => void proceed()}>
            {busy ? t('addition.booking') : t('addition.continue')}
          </button>
        </div>
      </ExtrasSummary>
    </section>
  );
}

/** The field codes of a failure's body, if it has any. */
function fieldsOf(data: unknown): Record<string, unknown> {
  if (typeof data === 'object' && data !== null && 'fields' in data && typeof data.fields === 'object' && data.fields !== null)
    return data.fields as Record<string, unknown>;
  return {};
}

export default withPackedMessages(AdditionIsland);
