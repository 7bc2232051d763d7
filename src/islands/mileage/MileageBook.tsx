import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { regionOfCallingCode } from '../../domain/area-codes.ts';
import type { ContactForm } from '../../domain/booking/funnel.ts';
import type { Lang } from '../../domain/languages.ts';
import type { AwardSelection } from '../../domain/mileage/award-selection.ts';
import { pickMatches, travellerType } from '../../domain/mileage/traveller-pick.ts';
import { PASSENGER_TYPES } from '../../domain/reference/passenger-types.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { chosenAward, keepPendingAward, pendingAward } from '../../stores/award-funnel.ts';
import { loadNumberingPlan } from '../../stores/numbering-plan.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { ContactFieldset } from '../passengers/ContactFieldset.tsx';
import { contactFromSaved, orderContact } from '../passengers/contact-form.ts';
import { type ContactCheck, loadContactCheck } from '../passengers/load-form-checks.ts';
import { passengerCalls } from '../passengers/passenger-calls.ts';
import { SessionTimer } from '../shop/SessionTimer.tsx';
import { useResumedSession } from '../shop/use-resumed-session.ts';
import { AwardTripSummary } from './AwardTripSummary.tsx';
import { awardFormat, type Translate } from './award-format.ts';
import { CodeStep } from './CodeStep.tsx';
import { GuestNotice } from './GuestNotice.tsx';
import { mileageCalls } from './mileage-calls.ts';
import { submitAward } from './submit-award.ts';
import { TravellerPicker } from './TravellerPicker.tsx';
import { useAwardTravellers } from './use-award-travellers.ts';

/** Failures of the order after which only a new search helps. */
const SEARCH_AGAIN = new Set(['CZWEB000003', 'CZWEB000004', 'soldOut', 'priceChanged']);

export interface MileageBookProps {
  site: { code: string; areaCode: string; region: string; emailSuffixes: readonly string[] };
  lang: Lang;
  messages: Messages;
}

/**
 * mileage/book: the award chosen on the results (kept for the tab), the member's
 * travellers to tick (exactly the party searched for), the contact, and the
 * one-time code; then the award order (which spends the miles) and the payment
 * of its taxes at the provider, as a cash booking pays.
 */
function MileageBook({ site, lang, messages }: MileageBookProps) {
  const t: Translate = useCallback((key, params) => translate(messages, key, params), [messages]);
  const f = useMemo(() => awardFormat(lang, site.code, t), [lang, site.code, t]);
  const calls = useMemo(() => mileageCalls(site.code, lang), [site.code, lang]);
  const [selection, setSelection] = useState<AwardSelection | null | undefined>(undefined);
  const { load, retry } = useAwardTravellers(calls, lang, selection ?? undefined);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [pickError, setPickError] = useState('');
  const [contact, setContact] = useState<ContactForm>({ contactName: '', areaCode: site.areaCode, region: site.region, phone: '', email: '', save: false });
  const [contactErrors, setContactErrors] = useState<Record<string, string>>({});
  // The contact's phone is checked against the numbering plan, loaded as the page is shown rather than with it.
  useEffect(() => void loadNumberingPlan(), []);
  useEffect(() => whenIdle(() => void loadContactCheck().catch(() => undefined)), []);
  const [verified, setVerified] = useState(false);
  const [codeNotice, setCodeNotice] = useState('');
  const [codeRound, setCodeRound] = useState(0);
  const [codeFocus, setCodeFocus] = useState(0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<{ text: string; searchAgain: boolean } | null>(null);
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const details = useRef<HTMLDivElement>(null);
  const href = (name: RouteName, query = '') => routeHref(baseOf(location.pathname), site.code, lang, name, {}, query);
  const session = useResumedSession(selection !== null, t);

  useEffect(() => setSelection(chosenAward(new URLSearchParams(location.search).get('execution')) ?? null), []);

  // The member's saved contact fills the block, unless something was typed meanwhile.
  useEffect(() => {
    if (load.state !== 'ready') return;
    let live = true;
    passengerCalls(site.code, lang)
      .savedContacts()
      .then(
        (saved) => {
          const [first] = saved;
          if (!live || !first) return;
          setContact((was) =>
            was.contactName || was.phone || was.email ? was : contactFromSaved(was, first, regionOfCallingCode(first.areaCode, was.region)),
          );
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [load.state, site.code, lang]);

  if (selection === undefined) return <p role="status">{t('mileage.book.loading')}</p>;
  if (selection === null) {
    return (
      <div className="notice">
        <p role="alert">{t('mileage.book.missing')}</p>
        <a className="ui-button ui-primary award-back" href={href('mileage.search')}>
          {t('mileage.flights.backToSearch')}
        </a>
      </div>
    );
  }

  const chosen = selection;
  const firstDeparture = chosen.flights[0]?.[0]?.departure ?? '';
  const travellers = load.state === 'ready' ? load.list.map((traveller) => ({ traveller, type: travellerType(traveller.birthday, firstDeparture) })) : [];
  const typeOf = (psgId: string) => travellers.find((x) => x.traveller.psgId === psgId)?.type;
  const documentName = (type: string) => messages[`passengers.document.${type}`] ?? type;

  async function book(): Promise<void> {
    if (busy) return;
    setFailure(null);
    const ids = travellers.map((x) => x.traveller.psgId).filter((id) => picked.has(id));
    if (!pickMatches(ids.map(typeOf), chosen.party)) {
      setPickError(t('mileage.book.wrongCount', { adt: chosen.party.adt, cnn: chosen.party.cnn, inf: chosen.party.inf }));
      pickerRef.current?.focus();
      return;
    }
    let check: ContactCheck;
    try {
      check = await loadContactCheck();
    } catch {
      setFailure({ text: errorMessage(messages, 'network'), searchAgain: false });
      return;
    }
    const issues = check.checkContactForm(contact, await loadNumberingPlan());
    const errors = Object.fromEntries(Object.entries(issues).map(([key, found]) => [key.slice('contact.'.length), fieldMessage(messages, found)]));
    setContactErrors(errors);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() => details.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (!verified) {
      setCodeNotice(errorMessage(messages, 'codeRequired'));
      setCodeFocus((n) => n + 1);
      return;
    }
    setBusy(true);
    setStatus(t('mileage.book.booking'));
    // Adults first, then children, then infants, as the party was counted.
    const ordered = [...ids].sort((a, b) => PASSENGER_TYPES.indexOf(typeOf(a) ?? 'ADT') - PASSENGER_TYPES.indexOf(typeOf(b) ?? 'ADT'));
    try {
      const url = await submitAward(
        { selection: chosen, travellers: ordered, contact: orderContact(contact), pending: pendingAward(chosen.execution), keepPending: keepPendingAward },
        calls,
      );
      setStatus(t('mileage.book.paying'));
      location.assign(url);
    } catch (error) {
      setBusy(false);
      setStatus('');
      const code = isApiError(error) ? error.code : 'network';
      if (code === 'abort') return;
      if (code === 'codeRequired') {
        setVerified(false);
        setCodeNotice(errorMessage(messages, code));
        setCodeRound((n) => n + 1);
        return;
      }
      // A session that ended, or an award gone or repriced meanwhile, is searched again.
      setFailure({ text: errorMessage(messages, code), searchAgain: SEARCH_AGAIN.has(code) });
    }
  }

  return (
    <div className="award-page">
      <SessionTimer session={session} t={t} />
      <AwardTripSummary selection={chosen} changeHref={href('mileage.flights', `?${new URLSearchParams({ args: chosen.args })}`)} t={t} f={f} />
      {load.state === 'loading' && <p role="status">{t('mileage.book.loadingTravellers')}</p>}
      {load.state === 'guest' && <GuestNotice messages={messages} t={t} />}
      {load.state === 'noPsg' && (
        <div className="notice">
          <p role="alert">{errorMessage(messages, 'noPsg')}</p>
          <a className="ui-button ui-primary award-back" href={href('my.passengers.add')}>
            {t('mileage.book.addPassenger')}
          </a>
        </div>
      )}
      {load.state === 'failed' && (
        <div className="notice">
          <p role="alert">
            {t('mileage.book.travellersFailed')} {errorMessage(messages, load.code)}
          </p>
          <button type="button" className="ui-button" onClick={retry}>
            {t('mileage.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <div ref={details} className="award-details">
            <TravellerPicker
              ref={pickerRef}
              travellers={travellers}
              party={chosen.party}
              picked={picked}
              error={pickError || undefined}
              onToggle={(psgId, on) => {
                setPickError('');
                setPicked((was) => {
                  const next = new Set(was);
                  if (on) next.add(psgId);
                  else next.delete(psgId);
                  return next;
                });
              }}
              documentName={documentName}
              t={t}
            />
            <ContactFieldset
              contact={contact}
              lang={lang}
              emailSuffixes={site.emailSuffixes}
              saved={null}
              errors={contactErrors}
              t={t}
              onChange={(change) => {
                setContact((was) => ({ ...was, ...change }));
                setContactErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => !(key in change))));
              }}
              onPick={() => undefined}
            />
          </div>
          <CodeStep
            key={codeRound}
            calls={calls}
            verified={verified}
            onVerified={(ok) => {
              setVerified(ok);
              setCodeNotice('');
              if (ok) requestAnimationFrame(() => bookButton.current?.focus());
            }}
            notice={codeNotice}
            focusRequest={codeFocus}
            messages={messages}
            t={t}
            f={f}
          />
          <section className="award-book" aria-labelledby="award-book-title">
            <h2 id="award-book-title">{t('mileage.book.heading')}</h2>
            <p className="ui-hint">{t('mileage.book.payNote', { miles: chosen.quote.totalMiles, taxes: f.money(chosen.quote.totalTaxes) })}</p>
            <button ref={bookButton} type="button" className="ui-button ui-primary award-submit" aria-disabled={busy || undefined} onClick={() => void book()}>
              {t('mileage.book.submit')}
            </button>
            <p role="status">{status}</p>
            <p role="alert" className="ui-error">
              {failure?.text ?? ''}
            </p>
            {failure?.searchAgain && (
              <a className="ui-button award-back" href={href('mileage.search')}>
                {t('mileage.flights.backToSearch')}
              </a>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export default withPackedMessages(MileageBook);
