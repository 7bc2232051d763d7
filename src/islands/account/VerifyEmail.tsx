import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { accountCalls, linkToken } from './account-calls.ts';

type Outcome = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** account/verify: confirms the e-mail address with the link's token as soon as the page opens. */
function VerifyEmail({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string) => translate(messages, key);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const shown = useRef<HTMLParagraphElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is checked once, when the page opens
  useEffect(() => {
    const token = linkToken();
    if (!token) {
      setOutcome({ kind: 'failed', message: t('account.verify.noToken') });
      return;
    }
    accountCalls.verifyEmail(site, lang, token).then(
      () => setOutcome({ kind: 'done' }),
      (caught: unknown) => setOutcome({ kind: 'failed', message: errorMessage(messages, isApiError(caught) ? caught.code : 'network') }),
    );
    // Once, when the page opens.
  }, []);
  useEffect(() => {
    if (outcome.kind !== 'checking') shown.current?.focus();
  }, [outcome]);

  return (
    <div className="account-panel" aria-busy={outcome.kind === 'checking'}>
      {outcome.kind === 'checking' && <p role="status">{t('account.verify.checking')}</p>}
      {outcome.kind === 'done' && (
        <p ref={shown} role="status" tabIndex={-1} className="notice">
          {t('account.verify.done')}
        </p>
      )}
      {outcome.kind === 'failed' && (
        <p ref={shown} role="alert" tabIndex={-1} className="notice">
          {outcome.message}
        </p>
      )}
      {outcome.kind !== 'checking' && (
        <a className="ui-button" href="../../book/search/">
          {t('account.verify.continue')}
        </a>
      )}
    </div>
  );
}

export default withPackedMessages(VerifyEmail);
