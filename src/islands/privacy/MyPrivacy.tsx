import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { resetUser } from '../../stores/user.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { TextField } from '../../ui/TextField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { privacyCalls, saveAsFile } from './privacy-calls.ts';

type Notice = { kind: 'status' | 'alert'; text: string } | null;
type Busy = 'export' | 'erase' | 'close' | null;

/**
 * my/privacy: the member's own data. A copy of it all as a JSON file; the saved passengers and contacts erased;
 * or the account closed, after the password and a confirmation. Outcomes are announced in a status or alert line.
 */
function MyPrivacy({ messages }: { site: string; lang: string; messages: Messages }) {
  const t = (key: string) => translate(messages, key);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [closed, setClosed] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const closedNote = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (closed) closedNote.current?.focus();
  }, [closed]);

  const failed = (caught: unknown) => {
    if (!isApiError(caught, 'abort')) setNotice({ kind: 'alert', text: errorMessage(messages, isApiError(caught) ? caught.code : 'network') });
  };

  async function download(): Promise<void> {
    setBusy('export');
    setNotice(null);
    try {
      saveAsFile(await privacyCalls.exportData());
      setNotice({ kind: 'status', text: t('privacy.export.done') });
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(null);
    }
  }

  async function erase(): Promise<void> {
    const sure = await confirmDialog(t('privacy.erase.confirm'), t('privacy.erase.title'), { ok: t('privacy.erase.ok'), cancel: t('privacy.keep') });
    if (!sure) return;
    setBusy('erase');
    setNotice(null);
    try {
      await privacyCalls.eraseSavedData();
      setNotice({ kind: 'status', text: t('privacy.erase.done') });
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(null);
    }
  }

  async function close(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setNotice(null);
    if (!password.trim()) {
      setPasswordError(t('privacy.close.passwordMissing'));
      passwordInput.current?.focus();
      return;
    }
    setPasswordError(undefined);
    const sure = await confirmDialog(t('privacy.close.confirm'), t('privacy.close.title'), { ok: t('privacy.close.ok'), cancel: t('privacy.keep') });
    if (!sure) return;
    setBusy('close');
    try {
      await privacyCalls.closeAccount(password.trim());
      setPassword('');
      setClosed(true);
      resetUser();
    } catch (caught) {
      if (isApiError(caught, 'CZSSO030014')) {
        setPasswordError(t('privacy.close.passwordWrong'));
        passwordInput.current?.focus();
      } else {
        failed(caught);
      }
    } finally {
      setBusy(null);
    }
  }

  if (closed) {
    return (
      <section className="privacy-page">
        <p ref={closedNote} role="status" tabIndex={-1} className="notice">
          {t('privacy.close.done')}
        </p>
      </section>
    );
  }

  return (
    <div className="privacy-page" aria-busy={busy !== null}>
      <section className="privacy-part" aria-labelledby="privacy-export">
        <h2 id="privacy-export">{t('privacy.export.heading')}</h2>
        <p>{t('privacy.export.intro')}</p>
        <button type="button" className="ui-button ui-primary" disabled={busy !== null} onClick={() => void download()}>
          {busy === 'export' ? t('privacy.busy') : t('privacy.export.button')}
        </button>
      </section>

      <section className="privacy-part" aria-labelledby="privacy-erase">
        <h2 id="privacy-erase">{t('privacy.erase.heading')}</h2>
        <p>{t('privacy.erase.intro')}</p>
        <button type="button" className="ui-button" disabled={busy !== null} onClick={() => void erase()}>
          {busy === 'erase' ? t('privacy.busy') : t('privacy.erase.button')}
        </button>
      </section>

      <p role="status" className="privacy-notice">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="privacy-notice ui-error">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>

      <section className="privacy-part" aria-labelledby="privacy-close">
        <h2 id="privacy-close">{t('privacy.close.heading')}</h2>
        <p>{t('privacy.close.intro')}</p>
        <p>{t('privacy.close.kept')}</p>
        <form noValidate onSubmit={(e) => void close(e)}>
          <TextField
            ref={passwordInput}
            label={t('privacy.close.password')}
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
          <button type="submit" className="ui-button privacy-danger" disabled={busy !== null}>
            {busy === 'close' ? t('privacy.busy') : t('privacy.close.button')}
          </button>
        </form>
      </section>
    </div>
  );
}

export default withPackedMessages(MyPrivacy);
