import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { PASSENGER_LIMITS } from '../../domain/reference/passenger-types.ts';
import type { SavedContact } from '../../domain/saved-data/saved-contact.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { contactCalls } from './contact-calls.ts';
import { contactsHref, takeSavedOutcome } from './contact-pages.ts';

type Notice = { kind: 'status' | 'alert'; text: string } | null;
type PhoneText = (contact: { areaCode: string; phone: string }) => string;
type Load = { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; contacts: readonly SavedContact[]; phoneText: PhoneText };

const MAX = PASSENGER_LIMITS.savedContacts;

/**
 * my/contacts/list: the member's saved contacts in the order they were added,
 * each with its phone and e-mail, a link to change it and a button to delete it
 * (after a confirmation); adding is offered until the cap is reached, and then
 * the cap's message says what to do instead.
 */
function MyContactList({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = useCallback((key: string, params?: Params) => translate(messages, key, params), [messages]);
  const calls = useMemo(() => contactCalls(site, lang), [site, lang]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirming = useRef(false);

  const refresh = useCallback(async () => {
    try {
      // The phones are grouped with the numbering plan's formats, loaded with the list rather than with the page.
      const [contacts, { contactPhoneText }] = await Promise.all([calls.list(), import('../../domain/saved-data/contact-phone.ts')]);
      setLoad({ state: 'ready', contacts, phoneText: contactPhoneText });
    } catch (error) {
      setLoad({ state: 'failed', reason: failureText(messages, error) });
    }
  }, [calls, messages]);

  useEffect(() => {
    const outcome = takeSavedOutcome();
    if (outcome) setNotice({ kind: 'status', text: t(`myContacts.saved.${outcome}`) });
  }, [t]);

  // Only once the login check knows the member: a page opened with a one-time login key logs in after it hydrates.
  const { loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  useEffect(() => {
    if (loggedIn) void refresh();
  }, [loggedIn, refresh]);

  async function remove(contact: SavedContact, phoneText: PhoneText): Promise<void> {
    // A second press before the dialog takes the focus would open a second one.
    if (confirming.current) return;
    confirming.current = true;
    const params = { name: contact.contactName, phone: phoneText(contact), email: contact.email };
    const sure = await confirmDialog(t('myContacts.delete.confirm', params), t('myContacts.delete.title'), {
      ok: t('myContacts.delete.ok'),
      cancel: t('myContacts.delete.keep'),
    });
    confirming.current = false;
    if (!sure) return;
    setBusy(true);
    try {
      await calls.remove(contact.cpId);
      setNotice({ kind: 'status', text: t('myContacts.delete.done', params) });
    } catch (error) {
      // Deleted meanwhile (in another tab, say): what the member wanted has happened.
      if (isApiError(error, 'notFound')) setNotice({ kind: 'status', text: t('myContacts.delete.done', params) });
      else setNotice({ kind: 'alert', text: failureText(messages, error) });
    } finally {
      await refresh();
      setBusy(false);
      // The button that had the focus is gone: the list's heading takes it, and the notice is read out.
      heading.current?.focus();
    }
  }

  const contacts = load.state === 'ready' ? load.contacts : [];
  const full = contacts.length >= MAX;
  return (
    <section className="my-contacts" aria-busy={load.state === 'loading' || busy}>
      {load.state === 'loading' && <p role="status">{t('myContacts.loading')}</p>}
      {load.state === 'failed' && (
        <div className="my-contacts-failed">
          <p role="alert">{t('myContacts.loadFailed', { reason: load.reason })}</p>
          <button type="button" className="ui-button my-contacts-action" onClick={() => void refresh()}>
            {t('myContacts.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <h2 ref={heading} tabIndex={-1} id="my-contacts-heading">
            {t('myContacts.heading', { count: contacts.length, max: MAX })}
          </h2>
          {contacts.length === 0 ? (
            <p>{t('myContacts.empty')}</p>
          ) : (
            <ul className="my-contacts-list" aria-labelledby="my-contacts-heading">
              {contacts.map((contact) => (
                <li key={contact.cpId} className="my-contact">
                  <h3 className="my-contact-name">{contact.contactName}</h3>
                  <dl className="my-contact-facts">
                    <dt>{t('myContacts.phone')}</dt>
                    <dd>{load.phoneText(contact)}</dd>
                    <dt>{t('myContacts.email')}</dt>
                    <dd>{contact.email}</dd>
                  </dl>
                  <div className="my-contact-actions">
                    <a
                      className="ui-button my-contacts-action"
                      href={contactsHref(site, lang, 'my.contacts.edit', { cid: contact.cpId })}
                      aria-label={t('myContacts.editNamed', { name: contact.contactName })}
                    >
                      {t('myContacts.edit')}
                    </a>
                    <button
                      type="button"
                      className="ui-button my-contacts-action"
                      disabled={busy}
                      aria-label={t('myContacts.delete.named', { name: contact.contactName })}
                      onClick={() => void remove(contact, load.phoneText)}
                    >
                      {t('myContacts.delete.button')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {full ? (
            <p className="my-contacts-full">{errorMessage(messages, 'contactLimit')}</p>
          ) : (
            <a className="ui-button ui-primary my-contacts-action" href={contactsHref(site, lang, 'my.contacts.add')}>
              {t('myContacts.add')}
            </a>
          )}
        </>
      )}
      <p role="status" className="my-contacts-notice">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="my-contacts-notice ui-error">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </section>
  );
}

export default withPackedMessages(MyContactList);
