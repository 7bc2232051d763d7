import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChosenSolution } from '../../domain/booking/funnel-selection.ts';
import { addDays, formatDate, parseDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { checkDeepLink, isDeepLink } from '../../domain/shop/deep-link.ts';
import { type ResultFilters, type SortKey, viewRows } from '../../domain/shop/results-view.ts';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import { ticketTypeOf } from '../../domain/special-passengers/ticket-types.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { chooseSolutions } from '../../stores/funnel-selection.ts';
import { keepResultsView, keptResultsView } from '../../stores/results-views.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { watchRouteQuery } from '../low-price/alert-prefill.ts';
import { browserExecutionSession } from './browser-execution-session.ts';
import { DateRibbon } from './DateRibbon.tsx';
import { earlyOpening } from './early-opening.ts';
import { formatters, type Translate } from './format.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { ResultControls } from './ResultControls.tsx';
import { ResultRow } from './ResultRow.tsx';
import { restoreChoices } from './restore-choices.ts';
import { SessionTimer } from './SessionTimer.tsx';
import { type CalendarDay, type Choice, type FamilyDetail, type SliceCalendar, type SliceGrid, type SolutionDetail, shopCalls } from './shop-calls.ts';

interface Trip {
  readonly args: string;
  readonly request: SearchRequest;
  readonly execution: string;
  /** The company whose negotiated fares the session is priced on. */
  readonly business?: { readonly name: string; readonly discountPercent: number };
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/** Opens the session of the address's link; on the page, the call goes out as this module is evaluated. */
const openSession = typeof location === 'undefined' ? shopCalls.getInfo : earlyOpening(location.search, shopCalls.getInfo);

/** A choice as the funnel keeps it: the solution, the cabin and the fare family. */
const chosenSolution = (c: Choice): ChosenSolution => ({ set: c.set, sol: c.sol, cabin: c.cabin, familyId: c.family.id });

/**
 * book/shop, book/flights and book/deeplink: opens the booking session of a
 * sealed link (or of a campaign deep link), then shows each slice of the trip in
 * turn: the ±3-day ribbon, the month calendar, the grid by cabin with sorting and
 * filters, the fare families of a chosen cabin, and at the end the price detail.
 */
function ShopIsland({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t: Translate = useCallback((key, params) => translate(messages, key, params), [messages]);
  const f = useMemo(() => formatters(lang, site, t), [lang, site, t]);
  const searchHref = () => routeHref(baseOf(location.pathname), site, lang, 'book.search');
  const session = useMemo(() => browserExecutionSession(openSession, t), [t]);
  const status = useStore(session.$state).status;
  const [trip, setTrip] = useState<Load<Trip>>({ state: 'loading' });
  const [dates, setDates] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [sort, setSort] = useState<SortKey>('price');
  const [filters, setFilters] = useState<ResultFilters>({ stops: [], dayParts: [] });
  const [grid, setGrid] = useState<Load<SliceGrid>>({ state: 'loading' });
  const [ribbon, setRibbon] = useState<SliceCalendar | null>(null);
  const [ribbonCentre, setRibbonCentre] = useState<string | null>(null);
  const [open, setOpen] = useState<{ sol: string; cabin: number } | null>(null);
  const [detail, setDetail] = useState<SolutionDetail | 'loading' | 'failed' | null>(null);
  const [monthOpen, setMonthOpen] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let cancelled = false;
    async function openTrip(): Promise<void> {
      const query = new URLSearchParams(location.search);
      let args = query.get('args');
      try {
        if (!args && isDeepLink(query)) {
          const link = checkDeepLink(query);
          if (!link.ok) {
            // The link is checked with the rules the API would answer it with.
            if (cancelled) return;
            setTrip({ state: 'failed' });
            await alertDialog(errorMessage(messages, link.code));
            return;
          }
          args = (await shopCalls.create(link.request, site, lang)).encryptArgs;
          history.replaceState(history.state, '', `${location.pathname}?${new URLSearchParams({ args })}`);
        }
        if (!args) {
          await session.load(null);
          if (!cancelled) setTrip({ state: 'failed' });
          return;
        }
        // Opening the session answers the link's trip too: one call before the results, not two in a row.
        const info = await session.load(args);
        if (!info || cancelled) {
          if (!cancelled) setTrip({ state: 'failed' });
          return;
        }
        const { request } = info;
        const kept = keptResultsView(args);
        const restored = kept ? await restoreChoices(info.execution, kept.chosen) : [];
        if (cancelled) return;
        setDates(kept?.dates.length === request.date.length ? [...kept.dates] : [...request.date]);
        if (kept) {
          setSort(kept.sort);
          setFilters(kept.filters);
        }
        setChosen(restored);
        setTrip({ state: 'ready', value: { args, request, execution: info.execution, business: info.business } });
      } catch (error) {
        if (cancelled || (isApiError(error) && error.code === 'overwrite')) return;
        setTrip({ state: 'failed' });
        await alertDialog(isApiError(error) ? errorMessage(messages, error.code) : t('shop.loadFailed'));
      }
    }
    void openTrip();
    return () => {
      cancelled = true;
      session.dispose();
    };
  }, [session, site, lang, messages, t]);

  const ready = trip.state === 'ready' ? trip.value : null;
  const slices = ready?.request.dep.length ?? 0;
  const set = chosen.length;
  const date = dates[set];

  useEffect(() => {
    if (ready) keepResultsView({ args: ready.args, execution: ready.execution, dates, chosen: chosen.map(chosenSolution), sort, filters });
  }, [ready, dates, chosen, sort, filters]);

  useEffect(() => {
    if (!ready || set >= slices || !date) return;
    let cancelled = false;
    setGrid({ state: 'loading' });
    setOpen(null);
    shopCalls.grid(ready.execution, set, date, chosen, ready.request.tripType).then(
      // A day's rows are the page's longest render; as a transition React draws them in slices that leave the
      // page free to answer a tap, where in one piece they held a phone's main thread for a few hundred ms.
      (value) => !cancelled && startTransition(() => setGrid({ state: 'ready', value })),
      (error: unknown) => !cancelled && !(isApiError(error) && error.code === 'abort') && setGrid({ state: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [ready, set, slices, date, chosen]);

  const centre = ribbonCentre ?? date;
  useEffect(() => {
    if (!ready || set >= slices || !centre) return;
    let cancelled = false;
    setRibbon(null);
    shopCalls.ribbon(ready.execution, set, centre, chosen).then(
      (value) => {
        if (cancelled) return;
        setRibbon(value);
        // The server names the first day this slice can leave on; a date before it (the day the outbound lands, when
        // no connection is left that day) moves there.
        setDates((was) => was.map((d, i) => (i === set && d < value.range.first ? value.range.first : d)));
      },
      () => !cancelled && setRibbon(null),
    );
    return () => {
      cancelled = true;
    };
  }, [ready, set, slices, centre, chosen]);

  const loadMonth = useCallback(
    (month: string) => (ready ? shopCalls.month(ready.execution, set, month, chosen) : Promise.reject(new Error('no trip'))),
    [ready, set, chosen],
  );

  function chooseDate(next: string): void {
    setMonthOpen(false);
    setRibbonCentre(null);
    setDates((was) => was.map((d, i) => (i === set ? next : i > set && d < next ? next : d)));
  }

  function moveRibbon(days: number): void {
    const from = parseDate(centre);
    if (from) setRibbonCentre(formatDate(addDays(from, days)));
  }

  async function openCabin(sol: string, cabin: number | null): Promise<void> {
    if (!ready || cabin === null) {
      setOpen(null);
      return;
    }
    setOpen({ sol, cabin });
    if (detail && typeof detail === 'object' && detail.sol === sol && detail.set === set) return;
    setDetail('loading');
    try {
      setDetail(await shopCalls.detail(ready.execution, set, sol));
    } catch {
      setDetail('failed');
    }
  }

  function select(cabin: number, family: FamilyDetail): void {
    if (!detail || typeof detail !== 'object') return;
    const arrival = detail.flights[detail.flights.length - 1].arrival.slice(0, 10);
    setChosen((was) => [...was.slice(0, set), { set, sol: detail.sol, cabin, family, flights: detail.flights }]);
    setDates((was) => was.map((d, i) => (i === set + 1 && d < arrival ? arrival : d)));
    setRibbonCentre(null);
    setDetail(null);
    requestAnimationFrame(() => stepHeading.current?.focus());
  }

  function change(index: number): void {
    setChosen((was) => was.slice(0, index));
    setRibbonCentre(null);
    requestAnimationFrame(() => stepHeading.current?.focus());
  }

  function proceed(): void {
    if (!ready) return;
    chooseSolutions({ args: ready.args, execution: ready.execution, chosen: chosen.map(chosenSolution) });
    location.assign(routeHref(baseOf(location.pathname), site, lang, 'book.passengers', {}, `?${new URLSearchParams({ execution: ready.execution })}`));
  }

  if (status === 'expired') {
    return (
      <section className="shop" aria-labelledby="shop-expired">
        <h2 id="shop-expired">{t('shop.expired')}</h2>
        <a className="ui-button ui-primary" href={searchHref()}>
          {t('shop.searchAgain')}
        </a>
      </section>
    );
  }
  if (trip.state === 'failed') {
    return (
      <section className="shop">
        <p>{t('shop.loadFailed')}</p>
        <a className="ui-button ui-primary" href={searchHref()}>
          {t('shop.searchAgain')}
        </a>
      </section>
    );
  }
  // The step's heading is the section's first element in every state, from the page's HTML on: the visitor reads
  // where they are at once, and as the trip opens its text changes, not the element (a new one would be the page's
  // largest paint again, after the scripts and the calls).
  const stepHeadingOf = (text: string) => (
    <h2 id="shop-step" ref={stepHeading} tabIndex={-1}>
      {text}
    </h2>
  );
  if (!ready) {
    return (
      <section className="shop" aria-labelledby="shop-step">
        {stepHeadingOf(t('shop.opening'))}
      </section>
    );
  }

  const { request } = ready;
  const sliceName = (index: number) => (request.tripType === 'R' ? t(index === 0 ? 'shop.outbound' : 'shop.inbound') : t('shop.flightN', { n: index + 1 }));
  const dateOfDay = (day: CalendarDay) => (set === 0 ? day.outbound : (day.inbound ?? day.outbound));
  const cabin = Number(request.cabin);
  const rows = grid.state === 'ready' ? viewRows(grid.value.rows, { sort, cabin, filters }) : [];
  const watchQuery = watchRouteQuery(request);

  return (
    <section className="shop" aria-labelledby="shop-step">
      {stepHeadingOf(
        set < slices ? t('shop.step', { slice: sliceName(set), from: request.dep[set], to: request.arr[set], date: f.longDay(date) }) : t('shop.allChosen'),
      )}
      <div className="shop-head">
        <p className="shop-trip">
          {request.dep.map((dep, i) => `${dep} → ${request.arr[i]}`).join(' · ')} ·{' '}
          {t('shop.travellers', { adt: request.adt, cnn: request.cnn, inf: request.inf })}
        </p>
        {watchQuery && (
          <a className="shop-watch" href={routeHref(baseOf(location.pathname), site, lang, 'my.subscribelowprice', {}, watchQuery)}>
            {t('shop.watchRoute')}
          </a>
        )}
        <SessionTimer session={session} t={t} />
      </div>
      {ticketTypeOf(request.ptc) && <p className="shop-special">{t('shop.specialFare', { type: t(`sppsg.type.${request.ptc}`) })}</p>}
      {ready.business && <p className="shop-special">{t('shop.business', { company: ready.business.name, percent: ready.business.discountPercent })}</p>}
      {chosen.length > 0 && (
        <ol className="shop-chosen" aria-label={t('shop.chosenFlights')}>
          {chosen.map((choice, index) => (
            <li key={choice.set}>
              <span>
                {t('shop.chosenLine', {
                  slice: sliceName(index),
                  date: f.longDay(choice.flights[0].departure),
                  flights: choice.flights.map((x) => x.flightNo).join(', '),
                  family: t(`shop.family.${choice.family.id}`),
                  price: f.money(choice.family.saleTotal),
                })}
              </span>
              <button type="button" className="ui-button" onClick={() => change(index)} aria-label={t('shop.changeSlice', { slice: sliceName(index) })}>
                {t('shop.change')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {set < slices ? (
        <>
          <DateRibbon
            days={ribbon?.data ?? null}
            selected={date}
            dateOf={dateOfDay}
            onChoose={chooseDate}
            onMove={moveRibbon}
            canGoBack={ribbon !== null && (ribbon.data[0]?.id ?? '') > ribbon.range.first}
            canGoForward={ribbon !== null && (ribbon.data.at(-1)?.id ?? '') < ribbon.range.last}
            t={t}
            f={f}
          />
          <button type="button" className="ui-button shop-month-open" onClick={() => setMonthOpen(true)}>
            {t('shop.month')}
          </button>
          {monthOpen && (
            <MonthCalendar load={loadMonth} month={date} dateOf={dateOfDay} onChoose={chooseDate} onClose={() => setMonthOpen(false)} t={t} f={f} />
          )}
          <ResultControls sort={sort} onSort={setSort} filters={filters} onFilters={setFilters} t={t} />
          <p role="status" className="shop-status">
            {grid.state === 'loading'
              ? t('shop.loading')
              : grid.state === 'failed'
                ? t('shop.loadFailed')
                : rows.length === 0
                  ? t('shop.none')
                  : t('shop.found', { count: rows.length })}
          </p>
          <ul className="shop-rows" aria-label={t('shop.results')}>
            {rows.map((row) => (
              <ResultRow
                key={row.sol}
                row={row}
                open={open?.sol === row.sol ? open.cabin : null}
                detail={open?.sol === row.sol ? detail : null}
                onOpen={(cabinChosen) => void openCabin(row.sol, cabinChosen)}
                onSelect={select}
                t={t}
                f={f}
              />
            ))}
          </ul>
        </>
      ) : (
        <PriceSummary chosen={chosen} onContinue={proceed} t={t} f={f} />
      )}
    </section>
  );
}

export default withPackedMessages(ShopIsland);
