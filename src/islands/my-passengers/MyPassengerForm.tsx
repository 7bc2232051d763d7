import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { PassengerForm } from '../../domain/booking/funnel.ts';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../domain/calendar.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { routeParams } from '../order/order-lookup.ts';
import { useCountryOptions } from '../passengers/field-options.ts';
import { PassengerFieldset } from '../passengers/PassengerFieldset.tsx';
import { fillFromSaved, withField } from '../passengers/passenger-forms.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { MoreCertificates } from './MoreCertificates.tsx';
import type { MyPassengersSite } from './MyPassengerList.tsx';
import { myPassengerCalls } from './my-passenger-calls.ts';
import {
  birthdayFromCertificate,
  blankCertificate,
  blankPassenger,
  type CertificateForm,
  certificatesOf,
  issuesOfFailure,
  passengerIssues,
  residenceOf,
  savedPassengerValues,
} from './my-passenger-form.ts';
import { HAS_PSG, type PassengerRef, refFromParams } from './passenger-ref.ts';
import { passengerText } from './passenger-text.ts';
import { ResidenceFieldset } from './ResidenceFieldset.tsx';
import { useMemberLoad } from './use-member-load.ts';

export interface MyPassengerFormSite extends MyPassengersSite {
  readonly nationality: string;
  readonly documentIssuer: string;
}

/** What the address asks for: a new passenger, one to change or save, or one that cannot exist. */
type Target = { kind: 'new' } | { kind: 'existing'; ref: PassengerRef } | { kind: 'unknown' };

function targetOfAddress(): Target {
  const params = routeParams();
  if (!params.psgId) return { kind: 'new' };
  const ref = refFromParams(params);
  return ref ? { kind: 'existing', ref } : { kind: 'unknown' };
}

/**
 * my/passengers/add, edit/{psgId} and edit/{pastId}/0: the booking's passenger
 * form (spec 5's rules in the site's name layout, the birth date filled in from a
 * resident identity number), checked before it is sent as the save call checks
 * it. Saving goes on to the passenger's detail; the cap of saved passengers
 * answers with its message.
 */
function MyPassengerForm({ site, lang, messages }: { site: MyPassengerFormSite; lang: Lang; messages: Messages }) {
  const text = useMemo(() => passengerText(lang, site.code, messages), [lang, site.code, messages]);
  const { t } = text;
  const calls = useMemo(() => myPassengerCalls(site.code, lang), [site.code, lang]);
  const countries = useCountryOptions(bcp47(lang));
  const today = useMemo(() => calendarDateIn(new Date(), AIRLINE_TIME_ZONE), []);
  const [target, setTarget] = useState<Target | null>(null);
  const [round, setRound] = useState(0);
  const [form, setForm] = useState<PassengerForm>(() => blankPassenger(site));
  const [certificates, setCertificates] = useState<CertificateForm[]>([]);
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [refused, setRefused] = useState(0);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setTarget(targetOfAddress()), []);
  const load = useMemberLoad(async () => {
    const found = target ?? targetOfAddress();
    return found.kind === 'existing' ? calls.detail(found.ref) : null;
  }, round);
  const loaded = load.state === 'ready' ? load.value : null;
  useEffect(() => {
    if (!loaded) return;
    setForm((was) => {
      const filled = fillFromSaved(was, loaded, site.nameLayout);
      return { ...filled, fields: { ...filled.fields, ...residenceOf(loaded) } };
    });
    setCertificates(certificatesOf(loaded));
  }, [loaded, site.nameLayout]);

  // After a refused save the first wrong field takes the focus, so that its message is read out.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  // A field already showing an error is checked again as it changes; others wait for the save.
  useEffect(() => {
    setIssues((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      return Object.fromEntries(Object.entries(passengerIssues(form, certificates, site.nameLayout, today)).filter(([key]) => key in shown));
    });
  }, [form, certificates, site.nameLayout, today]);

  const listHref = () => routeHref(baseOf(location.pathname), site.code, lang, 'my.passengers.list');

  if (target?.kind === 'unknown' || (load.state === 'failed' && load.code === 'notFound')) {
    return (
      <div className="notice">
        <p role="alert">{t('myPassengers.notFound')}</p>
        <a href={listHref()}>{t('myPassengers.backToList')}</a>
      </div>
    );
  }
  if (load.state === 'loading' || !target) return <p role="status">{t('myPassengers.loading')}</p>;
  if (load.state === 'failed') return <LoadFailed code={load.code} messages={messages} t={t} onRetry={() => setRound((n) => n + 1)} />;

  async function onSave(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const found = passengerIssues(form, certificates, site.nameLayout, today);
    if (Object.keys(found).length > 0) {
      setIssues(found);
      setRefused((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const saved = await calls.save(savedPassengerValues(form, certificates, site.nameLayout));
      location.assign(routeHref(baseOf(location.pathname), site.code, lang, 'my.passengers.detail', { psgId: saved.psgId ?? '', hasPsg: HAS_PSG.saved }));
    } catch (error) {
      const fromServer = issuesOfFailure(error);
      if (Object.keys(fromServer).length > 0) {
        setIssues(fromServer);
        setRefused((n) => n + 1);
      } else setFailure(failureText(messages, error));
      setBusy(false);
    }
  }

  /** The codes of spec 8 are general; a further certificate's duplicate type and foreign birth date get words of their own. */
  const certificateMessage = (field: string, found: FieldIssue) => {
    if (!field.startsWith('certificates.')) return undefined;
    if (found.code === 'errorType' && field.endsWith('.type')) return t('myPassengers.more.sameType');
    return found.code === 'e02' ? t('myPassengers.more.otherBirthday') : undefined;
  };
  const errors = Object.fromEntries(Object.entries(issues).map(([field, found]) => [field, certificateMessage(field, found) ?? fieldMessage(messages, found)]));
  const wrong = Object.keys(issues).length;
  const dateLabels = datePickerLabels(t);
  const past = target.kind === 'existing' && target.ref.kind === 'past';
  const onField = (field: string, value: string) => setForm((was) => ({ ...was, fields: withField(was.fields, field, value) }));

  function onCertificate(index: number, field: keyof CertificateForm, value: string): void {
    const changed = { ...certificates[index], [field]: value };
    setCertificates((was) => was.map((certificate, i) => (i === index ? changed : certificate)));
    const birthday = form.fields.birthday ?? '';
    const filled = birthdayFromCertificate(birthday, changed);
    if (filled !== birthday) onField('birthday', filled);
  }
  return (
    <form ref={formRef} className="mypsg-page psg-forms" noValidate onSubmit={(event) => void onSave(event)}>
      {past && <p className="ui-hint">{t('myPassengers.pastNote')}</p>}
      <PassengerFieldset
        site={site.code}
        form={form}
        title={t('myPassengers.legend')}
        layout={site.nameLayout}
        lang={lang}
        today={today}
        firstDeparture={today}
        lastDeparture={today}
        international={false}
        countries={countries}
        adults={[]}
        anyAge={{ hint: t('myPassengers.typeHint') }}
        saved={null}
        errors={errors}
        dateLabels={dateLabels}
        t={t}
        onField={onField}
        onInfantOf={() => undefined}
        onSave={() => undefined}
        onPick={() => undefined}
      />
      <MoreCertificates
        site={site.code}
        certificates={certificates}
        lang={lang}
        today={today}
        countries={countries}
        errors={errors}
        dateLabels={dateLabels}
        t={t}
        onChange={onCertificate}
        onAdd={() => setCertificates((was) => [...was, blankCertificate(site.documentIssuer)])}
        onRemove={(index) => {
          setCertificates((was) => was.filter((_, i) => i !== index));
          // The blocks after the removed one move up a place: their messages would name the wrong block.
          setIssues((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => !key.startsWith('certificates.'))));
        }}
      />
      <ResidenceFieldset fields={form.fields} countries={countries} errors={errors} t={t} onField={onField} />
      <p role="status" className="psg-summary">
        {refused > 0 && wrong > 0 ? t('passengers.fix', { count: wrong }) : ''}
      </p>
      <p role="alert" className="ui-error">
        {failure}
      </p>
      <div className="psg-actions mypsg-actions">
        <button type="submit" className="ui-button ui-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('myPassengers.saveButton')}
        </button>
        <a className="ui-button" href={listHref()}>
          {t('myPassengers.cancel')}
        </a>
      </div>
    </form>
  );
}

export default withPackedMessages(MyPassengerForm);
