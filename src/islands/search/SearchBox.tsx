import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { bcp47, type Lang } from '../../domain/languages.ts';
import type { TripType } from '../../domain/reference/trips.ts';
import {
  addFlight,
  bookableRange,
  CABIN_CODES_IN_ORDER,
  type CityChoice,
  defaultGapDays,
  defaultSearchForm,
  removeFlight,
  type SearchForm,
  searchToday,
  swapCities,
  withCity,
  withFlightDate,
  withReturnDate,
  withTripType,
} from '../../domain/shop/search-box.ts';
import { type PassengerKind, stepPassengers } from '../../domain/shop/search-box-passengers.ts';
import type { SearchErrors } from '../../domain/shop/search-box-request.ts';
import type { Site, SiteDefaults } from '../../domain/sites.ts';
import { FARE_TYPES } from '../../domain/special-passengers/ticket-types.ts';
import { fetchMessageBundle } from '../../lib/browser/message-bundles.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { routeHref } from '../../lib/routing/paths.ts';
import { apiOnUse } from '../../stores/api-on-use.ts';
import { loadCities } from '../../stores/cities.ts';
import { $searchBox, editSearchBox, openSearchBox } from '../../stores/search-box.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { FlightList } from './FlightList.tsx';
import { PassengerSteppers } from './PassengerSteppers.tsx';
import { searchLabels } from './search-labels.ts';
import type { SubmitOutcome } from './submit-search.ts';
import { TripTypeChoice } from './TripTypeChoice.tsx';

export interface SearchBoxProps {
  site: {
    code: string;
    defaults: Pick<SiteDefaults, 'depDate' | 'backDate' | 'minDate' | 'maxDateYears'>;
    /** The site's currencies (spec 9): a choice is offered where there are several. */
    currencies?: Site['currencies'];
  };
  lang: Lang;
  messages: Messages;
  /** The site's default departure and arrival, named at build time in the page's language. */
  from: CityChoice;
  to: CityChoice;
  /** Award mode (mileage/search): one way or round trip, sent as an award search, for members only. */
  award?: AwardMode;
}

/** What the award search box of mileage/search does differently. */
export interface AwardMode {
  /** The submit button's words. */
  readonly submit: string;
  /**
   * The search was refused with this code, which the box has told the visitor: the page acts on the codes of its own
   * (it opens the login dialog for a guest).
   */
  readonly onRefused: (code: string) => void;
}

/** The code that sends a search, and the messages to tell its outcome with. */
interface Submitter {
  readonly submitSearch: typeof import('./submit-search.ts')['submitSearch'];
  readonly messages: Messages;
}

/** Trip types an award may be: no multi-city. */
const AWARD_TRIP_TYPES: readonly TripType[] = ['S', 'R'];

/** The site's currencies named in the page's language, after their code ("GBP · British pound"). */
function currencyOptions(codes: readonly string[], lang: Lang): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(bcp47(lang), { type: 'currency' });
  return codes.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The search box of book/search: trip type, cities, dates, passengers and cabin.
 * On submit it checks the trip with the schema the API uses, has the API seal it
 * into a results link (createSearchLink) and goes to the link it answers
 * (submit-search.ts); the form's state lives in the $searchBox store.
 */
export function SearchBox({ site, lang, messages, from, to, award }: SearchBoxProps) {
  // Today and the range are worked out on each render's machine; only the dates shown must wait for the browser.
  const [today] = useState(() => searchToday(new Date(), visitorTimeZone()));
  const [range] = useState(() => bookableRange(new Date(), visitorTimeZone(), site.defaults));
  const [fresh] = useState(() => defaultSearchForm(site.defaults, today, range, { from, to }));
  const kind = award ? 'award' : 'cash';
  const stored = useStore($searchBox);
  // The page is prerendered: dates appear once the browser knows today, so that hydration matches the HTML.
  const form: SearchForm = stored ?? { ...fresh, flights: fresh.flights.map((f) => ({ ...f, date: '' })), returnDate: '' };
  const [errors, setErrors] = useState<SearchErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const submitter = useRef<Promise<Submitter> | undefined>(undefined);
  // The page carries the words the box shows at first; the rest, with every error code's message, come with the code
  // that sends the search.
  const [shown, setShown] = useState(messages);
  const labels = searchLabels(shown);
  const [focusField, setFocusField] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(
    () =>
      openSearchBox({
        site: site.code,
        lang,
        fresh,
        range,
        // Only a form saved in another language needs the city data, and with it the API client.
        cities: () => apiOnUse().then((api) => loadCities(api, lang)),
        kind,
      }),
    [site.code, lang, fresh, range, kind],
  );

  useEffect(() => {
    // Back from the results out of the page cache: the box must not stay busy.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!focusField) return;
    const wanted = `[data-field="${focusField}"]`;
    formRef.current?.querySelector<HTMLElement>(`${wanted} :is(input:not([type="radio"]), input:checked, select, button)`)?.focus();
    setFocusField(undefined);
  }, [focusField]);

  const message = (field: string) => {
    const found = errors[field];
    return found ? fieldMessage(shown, { code: found.key, params: found.params }) : undefined;
  };

  /** Applies an edit; the fields it touches lose their errors (all of them when the trip's shape changes). */
  function edit(change: (current: SearchForm) => SearchForm, fields?: readonly string[]): void {
    editSearchBox(change);
    setFailure('');
    setErrors((was) => (fields ? Object.fromEntries(Object.entries(was).filter(([key]) => !fields.includes(key))) : {}));
  }

  /**
   * The sending code with the box's later words and the messages of the codes it may answer, asked for when the
   * visitor first reaches the form; asked again after a failed load.
   */
  function loadSubmitter(): Promise<Submitter> {
    submitter.current ??= Promise.all([
      import('./submit-search.ts'),
      messages.x02 === undefined ? fetchMessageBundle('search-box', lang) : Promise.resolve({}),
    ]).then(
      ([{ submitSearch }, later]) => {
        const all = { ...later, ...messages };
        setShown(all);
        return { submitSearch, messages: all };
      },
      (error: unknown) => {
        submitter.current = undefined;
        throw error;
      },
    );
    return submitter.current;
  }

  /** The visitor reaches the form: what the box needs from then on starts loading. */
  const reachForm = () => void loadSubmitter().catch(() => undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending.current || !stored) return;
    sending.current = true;
    let outcome: SubmitOutcome;
    let told = messages;
    try {
      const { submitSearch, messages: all } = await loadSubmitter();
      told = all;
      outcome = await submitSearch(stored, {
        site: site.code,
        lang,
        range,
        award: award !== undefined,
        onSending: () => {
          setErrors({});
          setFailure('');
          setBusy(true);
        },
      });
    } catch {
      // The sending code could not be loaded (spec 8: a chunk-load failure): a network problem to the visitor.
      outcome = { kind: 'failed', code: 'network' };
    }
    if (outcome.kind === 'go') {
      // The box stays busy while the browser leaves; coming back from the page cache resets it.
      location.assign(outcome.href);
      return;
    }
    sending.current = false;
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setFocusField(outcome.focus);
    } else if (outcome.kind === 'failed') {
      setFailure(errorMessage(told, outcome.code));
      award?.onRefused(outcome.code);
    }
  }

  const passengerErrors = { adt: message('adt'), cnn: message('cnn'), inf: message('inf') };
  return (
    <form
      ref={formRef}
      className="search-box"
      aria-label={labels.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // Reached by the keyboard, or by a tap (which need not focus a button, where a tap opens the date picker).
      onFocus={reachForm}
      onPointerDown={reachForm}
    >
      <TripTypeChoice
        value={form.tripType}
        onChange={(type: TripType) => edit((f) => withTripType(f, type))}
        legend={labels.tripType}
        names={labels.tripTypes}
        types={award ? AWARD_TRIP_TYPES : undefined}
      />
      <FlightList
        lang={lang}
        site={site.code}
        form={form}
        range={range}
        t={labels.t}
        error={message}
        onCity={(index, end, choice) => edit((f) => withCity(f, index, end, choice), [`${end}.${index}`, `${end === 'from' ? 'to' : 'from'}.${index}`])}
        onSwap={(index) => edit((f) => swapCities(f, index), [`from.${index}`, `to.${index}`])}
        onDate={(index, date) => edit((f) => withFlightDate(f, index, date), [`date.${index}`, `date.${index + 1}`, 'returnDate'])}
        onReturnDate={(date) => edit((f) => withReturnDate(f, date), ['returnDate'])}
        onAdd={() => {
          edit((f) => addFlight(f, range, defaultGapDays(site.defaults)));
          setFocusField(`from.${form.flights.length}`);
        }}
        onRemove={(index) => {
          edit((f) => removeFlight(f, index));
          setFocusField('addFlight');
        }}
      />
      <PassengerSteppers
        counts={form}
        onStep={(kind: PassengerKind, delta) => edit((f) => stepPassengers(f, kind, delta), ['adt', 'cnn', 'inf'])}
        labels={labels.passengers}
        errors={passengerErrors}
      />
      <div className="search-cabin" data-field="cabin">
        {/* A native select, as the fare type and currency beside it: a phone offers its own picker for it. */}
        <SelectField
          label={labels.cabin}
          value={form.cabin}
          onChange={(cabin) => edit((f) => ({ ...f, cabin: CABIN_CODES_IN_ORDER.find((code) => code === cabin) ?? f.cabin }), ['cabin'])}
          options={labels.cabins}
          error={message('cabin')}
        />
      </div>
      {!award && (
        <div className="search-fare-type" data-field="ptc">
          <SelectField
            label={labels.fareType}
            value={form.ptc ?? 'ADT'}
            onChange={(ptc) => edit((f) => ({ ...f, ptc: FARE_TYPES.find((code) => code === ptc) ?? 'ADT' }), ['ptc', 'cabin'])}
            options={labels.fareTypes}
            hint={labels.fareTypeHint}
            error={message('ptc')}
          />
          {/* Relative, so that it stays below whichever base path the page was served under. */}
          {/* Absolute: the box also stands on error pages, whose depth differs (the page guard keeps a /s/ visit's base). */}
          <a href={routeHref('/tk/', site.code, lang, 'sppsg.register')}>{labels.fareTypeRegister}</a>
        </div>
      )}
      {!award && site.currencies && site.currencies.supported.length > 1 && (
        <div className="search-currency" data-field="currency">
          <SelectField
            label={labels.currency}
            value={form.currency ?? site.currencies.default}
            onChange={(currency) => edit((f) => ({ ...f, currency }), ['currency'])}
            options={currencyOptions(site.currencies.supported, lang)}
            error={message('currency')}
          />
        </div>
      )}
      <div className="search-actions">
        <button type="submit" className="ui-button ui-primary search-submit" aria-disabled={busy || undefined}>
          {award?.submit ?? labels.submit}
        </button>
        <p role="status" className="search-status">
          {busy ? labels.searching : ''}
        </p>
      </div>
      <FieldError id="search-failure" message={failure || message('form') || message('tripType')} announce />
    </form>
  );
}

export default withPackedMessages(SearchBox);
