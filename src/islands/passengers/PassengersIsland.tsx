import { type FormEvent, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { regionOfCallingCode } from '../../domain/area-codes.ts';
import type { ContactForm, PassengerForm } from '../../domain/booking/funnel.ts';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../domain/calendar.ts';
import type { Notice } from '../../domain/content/booking-notices.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import { priceLines } from '../../domain/shop/price-lines.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { ticketTypeOf } from '../../domain/special-passengers/ticket-types.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import type { NumberingPlan } from '../../domain/validation/phone.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { storefrontApi } from '../../stores/api.ts';
import { handOffPassengers, keepPassengerForms, keptPassengerForms } from '../../stores/booking-funnel.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { loadNumberingPlan } from '../../stores/numbering-plan.ts';
import { $user, checkLogin, USER_AS_BUILT } from '../../stores/user.ts';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { useNumberingPlan } from '../../ui/use-numbering-plan.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { formatters } from '../shop/format.ts';
import { SessionTimer } from '../shop/SessionTimer.tsx';
import { useResumedSession } from '../shop/use-resumed-session.ts';
import { BookingNotices } from './BookingNotices.tsx';
import { ContactFieldset } from './ContactFieldset.tsx';
import { contactFromSaved, orderContact } from './contact-form.ts';
import { type Translate, useCountryOptions } from './field-options.ts';
import { type FormChecks, loadFormChecks } from './load-form-checks.ts';
import { loadTrip, type Trip, type TripLoad } from './load-trip.ts';
import { requiredTicks } from './notice-ticks.ts';
import { PassengerFieldset } from './PassengerFieldset.tsx';
import { passengerCalls } from './passenger-calls.ts';
import { blankForms, fillFromSaved, formsFit, orderPassengers, savedFitting, withField } from './passenger-forms.ts';
import { FIELD_ID_PREFIX, summaryIssues } from './passenger-summary.ts';
import { TripSummary } from './TripSummary.tsx';
import { airportsOf } from './trip-facts.ts';
import { saveTicked, useSavedData } from './use-saved-data.ts';

/** What the page needs of its site (sites.config.ts). */
export interface PassengersSite {
  readonly code: string;
  readonly nameLayout: NameLayout;
  readonly nationality: string;
  readonly documentIssuer: string;
  readonly areaCode: string;
  readonly emailSuffixes: readonly string[];
}

type Issues = Record<string, FieldIssue>;

const CONTACT_LABELS: Readonly<Record<string, string>> = {
  contactName: 'passengers.contact.name',
  areaCode: 'ui.areaCode.label',
  phone: 'passengers.contact.phone',
  email: 'passengers.contact.email',
};

/**
 * book/passengers: a form for each traveller of the booking session in the
 * site's name layout, the contact, and the booking notices to agree to; checked
 * with the rules the order call applies, kept per session while the traveller
 * moves back and forth, and handed to book/addition as the order call takes it.
 * A member can fill forms from saved passengers and contacts, and save new ones.
 */
function PassengersIsland({ site, lang, messages }: { site: PassengersSite; lang: Lang; messages: Messages }) {
  const t: Translate = useCallback((key, params) => translate(messages, key, params), [messages]);
  const f = useMemo(() => formatters(lang, site.code, t), [lang, site.code, t]);
  const calls = useMemo(() => passengerCalls(site.code, lang), [site.code, lang]);
  const countries = useCountryOptions(bcp47(lang));
  const today = useMemo(() => calendarDateIn(new Date(), AIRLINE_TIME_ZONE), []);
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const [load, setLoad] = useState<TripLoad>({ state: 'loading' });
  const [forms, setForms] = useState<PassengerForm[]>([]);
  const [contact, setContact] = useState<ContactForm>({
    contactName: '',
    areaCode: site.areaCode,
    region: site.nationality,
    phone: '',
    email: '',
    save: false,
  });
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
  const [notices, setNotices] = useState<readonly Notice[] | 'loading' | 'failed'>('loading');
  const [issues, setIssues] = useState<Issues>({});
  const [refused, setRefused] = useState(0);
  const [busy, setBusy] = useState(false);
  const trip = load.state === 'ready' ? load.trip : null;
  const session = useResumedSession(load.state === 'loading' || load.state === 'ready', t);

  useEffect(() => {
    let cancelled = false;
    loadTrip(lang).then(
      (loaded) => {
        if (cancelled) return;
        // The forms' first render (a country list of some 240 names for each traveller's nationality and document)
        // is the page's longest; as a transition React draws it in slices that leave a phone's main thread free.
        startTransition(() => {
          if (loaded.state === 'ready') {
            const kept = keptPassengerForms(loaded.trip.execution);
            const { counts, international } = loaded.trip;
            setForms(
              kept && formsFit(kept.forms, counts)
                ? [...kept.forms]
                : blankForms(counts, { nationality: site.nationality, documentIssuer: site.documentIssuer }, international),
            );
            if (kept) {
              setContact(kept.contact);
              setAgreed(new Set(kept.agreed));
            }
          }
          setLoad(loaded);
        });
      },
      () => !cancelled && setLoad({ state: 'changed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [lang, site.nationality, site.documentIssuer]);

  const fetchNotices = useCallback(
    (of: Trip) => {
      setNotices('loading');
      // The notices and the checks below come after the forms are drawn; as transitions, drawing them again leaves
      // the main thread free in slices, as the forms' first drawing does.
      calls.notices({ international: of.international, airports: airportsOf(of.choices) }).then(
        (got) => startTransition(() => setNotices(got)),
        () => startTransition(() => setNotices('failed')),
      );
    },
    [calls],
  );
  useEffect(() => {
    if (trip) fetchNotices(trip);
  }, [trip, fetchNotices]);

  useEffect(() => void checkLogin(storefrontApi()), []);
  const member = user.loggedIn && trip ? (user.user?.id ?? 'member') : null;
  const saved = useSavedData(calls, member);
  const plan = useNumberingPlan();
  // A member who has not typed a contact yet starts from the one used last.
  useEffect(() => {
    const last = saved.contacts?.[0];
    if (last)
      setContact((was) => (!was.contactName && !was.phone && !was.email ? contactFromSaved(was, last, regionOfCallingCode(last.areaCode, was.region)) : was));
  }, [saved.contacts]);

  useEffect(() => {
    if (trip && forms.length > 0) keepPassengerForms({ execution: trip.execution, forms, contact, agreed: [...agreed] });
  }, [trip, forms, contact, agreed]);

  // What continue checks with (the schemas, the summary of a refused form) is needed only from the first continue:
  // fetched once the page is idle.
  const [checks, setChecks] = useState<FormChecks | null>(null);
  useEffect(() => {
    const drawChecks = (got: FormChecks) => startTransition(() => setChecks(got));
    return whenIdle(() => void loadFormChecks().then(drawChecks, () => undefined));
  }, []);

  const checkAll = useCallback(
    (
      { checkPassengerForms, checkContactForm }: FormChecks,
      nextForms: readonly PassengerForm[],
      nextContact: ContactForm,
      nextAgreed: ReadonlySet<string>,
      plan: NumberingPlan,
    ): Issues => {
      if (!trip) return {};
      const rules = {
        layout: site.nameLayout,
        today,
        firstDeparture: trip.firstDeparture,
        lastDeparture: trip.lastDeparture,
        international: trip.international,
      };
      const found: Issues = { ...checkPassengerForms(nextForms, rules), ...checkContactForm(nextContact, plan) };
      if (typeof notices !== 'object') found['notices.unread'] = { code: 'e00' };
      else for (const key of requiredTicks(notices)) if (!nextAgreed.has(key)) found[`notices.${key}`] = { code: 'e00' };
      return found;
    },
    [trip, site.nameLayout, today, notices],
  );

  // A field already showing an error is checked again as it changes; others wait for continue.
  useEffect(() => {
    setIssues((shown) => {
      if (Object.keys(shown).length === 0 || !checks) return shown;
      return Object.fromEntries(Object.entries(checkAll(checks, forms, contact, agreed, plan)).filter(([key]) => key in shown));
    });
  }, [checks, forms, contact, agreed, plan, checkAll]);

  function changeForm(index: number, change: (was: PassengerForm) => PassengerForm): void {
    setForms((all) => all.map((was, i) => (i === index ? change(was) : was)));
  }

  function changeContact(change: Partial<ContactForm>): void {
    setContact((was) => ({ ...was, ...change }));
  }

  function agree(key: string, yes: boolean): void {
    setAgreed((was) => {
      const next = new Set(was);
      if (yes) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function pickSaved(index: number, passenger: SavedPassenger): Promise<void> {
    try {
      const full = await calls.passengerDetail(passenger.psgId ? { psgId: passenger.psgId } : { pastId: passenger.pastId ?? '' });
      changeForm(index, (was) => fillFromSaved(was, full, site.nameLayout));
    } catch (error) {
      await alertDialog(failureText(messages, error));
    }
  }

  async function onContinue(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!trip || busy) return;
    let loaded: FormChecks;
    try {
      loaded = await loadFormChecks();
    } catch {
      await alertDialog(t('error.network'));
      return;
    }
    setChecks(loaded);
    const found = checkAll(loaded, forms, contact, agreed, await loadNumberingPlan());
    if (Object.keys(found).length > 0) {
      setIssues(found);
      setRefused((n) => n + 1);
      return;
    }
    setIssues({});
    setBusy(true);
    try {
      const special = await loaded.specialFareIssues(trip, forms).catch(async (error: unknown) => {
        await alertDialog(failureText(messages, error));
        return undefined;
      });
      if (!special) return;
      if (Object.keys(special).length > 0) {
        setIssues(special);
        setRefused((n) => n + 1);
        return;
      }
      if (member) {
        // Saving is a convenience: a failure is told, and the booking goes on.
        const failures = await saveTicked(calls, forms, contact, site.nameLayout, messages);
        if (failures.length > 0) await alertDialog(t('passengers.saveFailed', { reason: failures.join(' ') }));
      }
      handOffPassengers({ execution: trip.execution, passengers: orderPassengers(forms, site.nameLayout), contact: orderContact(contact) });
      location.assign(routeHref(baseOf(location.pathname), site.code, lang, 'book.addition', {}, `?${new URLSearchParams({ execution: trip.execution })}`));
    } finally {
      setBusy(false);
    }
  }

  const searchHref = () => routeHref(baseOf(location.pathname), site.code, lang, 'book.search');
  if (load.state === 'ended' || load.state === 'missing' || load.state === 'changed') {
    const reason = load.state === 'ended' ? 'shop.expired' : load.state === 'missing' ? 'passengers.trip.missing' : 'passengers.trip.changed';
    return (
      <section className="psg-page" aria-labelledby="psg-gone">
        <h2 id="psg-gone">{t(reason)}</h2>
        <a className="ui-button ui-primary" href={searchHref()}>
          {t('shop.searchAgain')}
        </a>
      </section>
    );
  }
  if (!trip) return <p role="status">{t('passengers.trip.loading')}</p>;

  const message = (key: string) => {
    const found = issues[key];
    if (!found) return undefined;
    return key.endsWith('.infantOf') && found.code === 'e01' ? t('passengers.infantOf.taken') : fieldMessage(messages, found);
  };
  const errorsOf = (prefix: string) =>
    Object.fromEntries(Object.keys(issues).flatMap((key) => (key.startsWith(`${prefix}.`) ? [[key.slice(prefix.length + 1), message(key) ?? '']] : [])));
  const numberOf = (index: number) => forms.slice(0, index + 1).filter((p) => p.type === forms[index].type).length;
  const titleOf = (index: number) => t(`passengers.type.${forms[index].type}`, { n: numberOf(index) });
  const adults = forms.flatMap((p, i) => {
    if (p.type !== 'ADT') return [];
    const name = [p.fields.firstName ?? p.fields.givenName, p.fields.lastName ?? p.fields.surname].filter(Boolean).join(' ');
    return [{ value: String(i), label: name ? t('passengers.adultNamed', { title: titleOf(i), name }) : titleOf(i) }];
  });
  const summary = summaryIssues(issues, site.nameLayout, {
    field: (index, field) => `${titleOf(index)} – ${t(`passengers.field.${field}`)}`,
    contact: (field) => t(CONTACT_LABELS[field] ?? 'passengers.contact.heading'),
    notices: t('passengers.notices.heading'),
  }).map((issue) => ({ ...issue, message: issue.key.startsWith('notices.') ? t('passengers.notices.required') : (message(issue.key) ?? '') }));
  const missingNotices = new Set(Object.keys(issues).flatMap((key) => (key.startsWith('notices.') ? [key.slice('notices.'.length)] : [])));
  const fareTotal = priceLines(trip.choices).total;
  const dateLabels = datePickerLabels(t);

  return (
    <section className="psg-page">
      <SessionTimer session={session} t={t} />
      <TripSummary choices={trip.choices} t={t} f={f} />
      {ticketTypeOf(trip.request.ptc) && <p className="psg-special">{t('passengers.specialFare', { type: t(`sppsg.type.${trip.request.ptc}`) })}</p>}
      {!user.loggedIn && user.checked && (
        <p className="psg-member">
          {t('passengers.member.prompt')}{' '}
          <button type="button" className="ui-button" onClick={() => void openLoginDialog()}>
            {t('passengers.member.login')}
          </button>
        </p>
      )}
      <form className="psg-forms" noValidate onSubmit={(event) => void onContinue(event)} aria-labelledby="psg-heading">
        <h2 id="psg-heading">{t('passengers.heading')}</h2>
        {checks && <checks.ErrorSummary heading={t('passengers.fix', { count: summary.length })} issues={summary} refusals={refused} />}
        {forms.map((passenger, index) => (
          <PassengerFieldset
            key={index}
            site={site.code}
            form={passenger}
            title={titleOf(index)}
            layout={site.nameLayout}
            lang={lang}
            today={today}
            firstDeparture={trip.firstDeparture}
            lastDeparture={trip.lastDeparture}
            international={trip.international}
            countries={countries}
            adults={adults}
            saved={saved.passengers && savedFitting(saved.passengers, passenger.type, trip.firstDeparture)}
            errors={errorsOf(String(index))}
            idPrefix={`${FIELD_ID_PREFIX}-${index}`}
            dateLabels={dateLabels}
            t={t}
            onField={(field, value) => changeForm(index, (was) => ({ ...was, fields: withField(was.fields, field, value) }))}
            onInfantOf={(value) => changeForm(index, (was) => ({ ...was, infantOf: value }))}
            onSave={(save) => changeForm(index, (was) => ({ ...was, save }))}
            onPick={(p) => void pickSaved(index, p)}
          />
        ))}
        <ContactFieldset
          contact={contact}
          lang={lang}
          emailSuffixes={site.emailSuffixes}
          saved={saved.contacts}
          errors={errorsOf('contact')}
          idPrefix={`${FIELD_ID_PREFIX}-contact`}
          t={t}
          onChange={changeContact}
          onPick={(chosen) => setContact((was) => contactFromSaved(was, chosen, regionOfCallingCode(chosen.areaCode, was.region)))}
        />
        <div id={`${FIELD_ID_PREFIX}-notices`}>
          <BookingNotices notices={notices} agreed={agreed} missing={missingNotices} t={t} onAgree={agree} onRetry={() => fetchNotices(trip)} />
        </div>
        <div className="psg-actions funnel-bar">
          {fareTotal && (
            <p className="funnel-total">
              {t('shop.total')} <strong>{f.money(fareTotal)}</strong>
            </p>
          )}
          <button type="submit" className="ui-button ui-primary" disabled={busy} aria-busy={busy || undefined}>
            {t('passengers.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}

export default withPackedMessages(PassengersIsland);
