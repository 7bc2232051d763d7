import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { regionOfCallingCode } from '../../domain/area-codes.ts';
import type { ContactForm } from '../../domain/booking/funnel.ts';
import type { Lang } from '../../domain/languages.ts';
import { SavedContactIdSchema } from '../../domain/saved-data/saved-contact.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';
import { loadNumberingPlan } from '../../stores/numbering-plan.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { useNumberingPlan } from '../../ui/use-numbering-plan.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { ContactFieldset } from '../passengers/ContactFieldset.tsx';
import { checkContactForm } from '../passengers/contact-check.ts';
import { contactFromSaved, orderContact } from '../passengers/contact-form.ts';
import { contactCalls } from './contact-calls.ts';
import { contactIdOfPage, contactsHref, listAfterSaving } from './contact-pages.ts';

/** What the form needs of its site (sites.config.ts). */
export interface ContactFormSite {
  readonly code: string;
  /** The calling code and region the phone starts with. */
  readonly areaCode: string;
  readonly region: string;
  readonly emailSuffixes: readonly string[];
}

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'missing' } | { state: 'failed'; reason: string };

/**
 * my/contacts/add and my/contacts/edit/{cid}: the booking's contact block, with
 * its area-code picker and the shared contact rules, on its own. Wrong fields are
 * told when saving is tried, the first takes the focus, and each is checked again
 * as it is changed; once saved, the list says so.
 */
function MyContactForm({ site, lang, messages }: { site: ContactFormSite; lang: Lang; messages: Messages }) {
  const calls = useMemo(() => contactCalls(site.code, lang), [site.code, lang]);
  // Read from the address once in the browser: the page is prerendered without one.
  const [where, setWhere] = useState<{ cpId: string; listHref: string } | null>(null);
  useEffect(() => setWhere({ cpId: contactIdOfPage(), listHref: contactsHref(site.code, lang, 'my.contacts.list') }), [site.code, lang]);
  const cpId = where?.cpId ?? '';
  const editing = cpId !== '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [contact, setContact] = useState<ContactForm>({ contactName: '', areaCode: site.areaCode, region: site.region, phone: '', email: '', save: false });
  const plan = useNumberingPlan();
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [refused, setRefused] = useState(0);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The block's hint speaks of a booking; here the contact is being kept for bookings to come.
  const t = useCallback(
    (key: string, params?: Params) => translate(messages, key === 'passengers.contact.hint' ? 'myContacts.form.hint' : key, params),
    [messages],
  );

  // Only once the login check knows the member: a page opened with a one-time login key logs in after it hydrates.
  const { loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  useEffect(() => {
    if (!where) return;
    if (!editing) {
      setLoad({ state: 'ready' });
      return;
    }
    if (!loggedIn) return;
    if (!v.is(SavedContactIdSchema, { cpId })) {
      setLoad({ state: 'missing' });
      return;
    }
    let cancelled = false;
    calls.get(cpId).then(
      (saved) => {
        if (cancelled) return;
        setContact((was) => contactFromSaved(was, saved, regionOfCallingCode(saved.areaCode, site.region)));
        setLoad({ state: 'ready' });
      },
      (error: unknown) => {
        if (!cancelled) setLoad(isApiError(error, 'notFound') ? { state: 'missing' } : { state: 'failed', reason: failureText(messages, error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [where, editing, loggedIn, cpId, calls, messages, site.region]);

  // A field already showing an error is checked again as it changes; the others wait for saving.
  useEffect(() => {
    setIssues((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      return Object.fromEntries(Object.entries(checkContactForm(contact, plan)).filter(([key]) => key in shown));
    });
  }, [contact, plan]);

  // After a refused save the first wrong field takes the focus, so that its message is read out.
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const found = checkContactForm(contact, await loadNumberingPlan());
    setIssues(found);
    if (Object.keys(found).length > 0) {
      setFailure('');
      setRefused((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await calls.save({ ...(editing ? { cpId } : {}), ...orderContact(contact) });
      location.assign(listAfterSaving(site.code, lang, editing ? 'changed' : 'added'));
    } catch (error) {
      // The cap's message says what to do: delete a contact on the list first.
      setFailure(failureText(messages, error));
      setBusy(false);
    }
  }

  if (!where) return null;
  const back = (
    <a className="ui-button my-contacts-action" href={where.listHref}>
      {t('myContacts.back')}
    </a>
  );
  if (load.state === 'loading') return <p role="status">{t('myContacts.loadingOne')}</p>;
  if (load.state === 'missing' || load.state === 'failed') {
    return (
      <section className="my-contacts">
        <p role="alert">{load.state === 'missing' ? t('myContacts.missing') : t('myContacts.loadFailed', { reason: load.reason })}</p>
        {back}
      </section>
    );
  }

  const errors = Object.fromEntries(Object.entries(issues).map(([key, found]) => [key.replace(/^contact\./, ''), fieldMessage(messages, found)]));
  const wrong = Object.keys(issues).length;
  return (
    <form ref={form} className="my-contacts my-contact-form" noValidate onSubmit={(event) => void save(event)}>
      <ContactFieldset
        contact={contact}
        lang={lang}
        emailSuffixes={site.emailSuffixes}
        saved={null}
        errors={errors}
        t={t}
        onChange={(change) => setContact((was) => ({ ...was, ...change }))}
        onPick={() => undefined}
      />
      <p role="status" className="my-contacts-notice">
        {refused > 0 && wrong > 0 ? t('myContacts.fix', { count: wrong }) : ''}
      </p>
      <p role="alert" className="my-contacts-notice ui-error">
        {failure}
      </p>
      <div className="my-contact-actions">
        <button type="submit" className="ui-button ui-primary my-contacts-action" disabled={busy} aria-busy={busy || undefined}>
          {t(editing ? 'myContacts.saveChanges' : 'myContacts.saveNew')}
        </button>
        {back}
      </div>
    </form>
  );
}

export default withPackedMessages(MyContactForm);
