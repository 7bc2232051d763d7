import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { safeBackPath } from '../../domain/member/login-box.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { storefrontApi } from '../../stores/api.ts';
import { completeJoining } from '../../stores/login.ts';

type Outcome = { kind: 'checking' } | { kind: 'done'; memberNo: string } | { kind: 'failed'; message: string; next: 'login' | 'register' };

/** What the person who opened the link is told when it cannot make the account, and where they can go on. */
function failureOf(messages: Messages, caught: unknown): Extract<Outcome, { kind: 'failed' }> {
  const t = (key: string) => translate(messages, key);
  if (isApiError(caught) && caught.code === 'conflict') {
    const fields = caught.data && typeof caught.data === 'object' && 'fields' in caught.data ? (caught.data.fields as Record<string, unknown>) : {};
    if ('email' in fields) return { kind: 'failed', message: t('register.emailTaken'), next: 'login' };
    return { kind: 'failed', message: t('register.phoneTaken'), next: 'register' };
  }
  return { kind: 'failed', message: errorMessage(messages, isApiError(caught) ? caught.code : 'network'), next: 'register' };
}

/** The registration page opened from the e-mailed link: the account is made, and the member number shown. */
export default function JoinCompletion({ site, lang, token, messages }: { site: string; lang: Lang; token: string; messages: Messages }) {
  const t = (key: string) => translate(messages, key);
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is used once, when the page opens
  useEffect(() => {
    completeJoining(storefrontApi(), site, lang, token).then(
      ({ memberNo }) => setOutcome({ kind: 'done', memberNo }),
      (caught: unknown) => setOutcome(failureOf(messages, caught)),
    );
  }, []);
  // The result takes the focus once it is on the page, so that it is read out.
  useEffect(() => {
    if (outcome.kind === 'done') heading.current?.focus();
    if (outcome.kind === 'failed') alert.current?.focus();
  }, [outcome]);

  const base = typeof location === 'undefined' ? '/tk/' : baseOf(location.pathname);
  if (outcome.kind === 'checking') {
    return (
      <div className="register-done" aria-busy="true">
        <p role="status">{t('register.completing')}</p>
      </div>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <div className="register-done">
        <p ref={alert} role="alert" tabIndex={-1} className="notice">
          {outcome.message}
        </p>
        {outcome.next === 'login' ? (
          <p className="login-links">
            <a className="ui-button ui-primary" href={routeHref(base, site, lang, 'login')}>
              {t('register.login')}
            </a>{' '}
            <a href={routeHref(base, site, lang, 'password.forgot')}>{t('register.forgot')}</a>
          </p>
        ) : (
          <a className="ui-button ui-primary" href={routeHref(base, site, lang, 'register')}>
            {t('register.again')}
          </a>
        )}
      </div>
    );
  }
  const back = safeBackPath(new URLSearchParams(location.search).get('back'));
  return (
    <section className="register-done" aria-labelledby={`${id}-done`}>
      <h2 id={`${id}-done`} ref={heading} tabIndex={-1}>
        {t('register.done')}
      </h2>
      <p role="status">
        {t('register.memberNo')} <strong className="member-no">{outcome.memberNo}</strong>
      </p>
      <p>{t('register.keepNumber')}</p>
      <a className="ui-button ui-primary" href={back ?? routeHref(base, site, lang, 'book.search')}>
        {t('register.continue')}
      </a>
    </section>
  );
}
