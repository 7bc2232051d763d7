import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { externalLink } from '../../domain/external-links.ts';
import type { Lang } from '../../domain/languages.ts';
import { SubscribeFormSchema } from '../../domain/subscription/schemas.ts';
import { CONFIRM_LINK_DAYS, type ConsentDocument, consentMessageKey, SUBSCRIPTION_TOPICS, type SubscriptionTopic } from '../../domain/subscription/topics.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { linkToken } from '../account/account-calls.ts';
import { subscriptionCalls } from './subscription-calls.ts';

type Stage =
  | { kind: 'form' }
  | { kind: 'sent'; email: string }
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string; topics: readonly SubscriptionTopic[] };

/**
 * my/subscribe: an address, its topics and the consent sentence of the site (membership terms where noGDPR, the
 * privacy notice elsewhere); the confirmation link mailed to the address brings the visitor back here to confirm.
 */
function SubscribePage({ site, lang, consent, messages }: { site: string; lang: Lang; consent: ConsentDocument; messages: Messages }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  const brand = t('main.brand');
  const id = useId();
  const [email, setEmail] = useState('');
  const [topics, setTopics] = useState<readonly SubscriptionTopic[]>(['offers']);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const status = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Counts refused sends: each moves the focus to the first wrong field, whose message is read with it.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  useEffect(() => {
    const token = linkToken();
    if (!token) return;
    setStage({ kind: 'confirming' });
    subscriptionCalls
      .confirm(site, lang, token)
      .then((done) => setStage({ kind: 'confirmed', email: done.email, topics: done.topics }))
      .catch((caught: unknown) => {
        setStage({ kind: 'form' });
        setFailure(errorMessage(messages, isApiError(caught) ? caught.code : 'network'));
      });
  }, [site, lang, messages]);
  useEffect(() => {
    if (stage.kind === 'sent' || stage.kind === 'confirmed') status.current?.focus();
  }, [stage]);

  const error = (key: string) => {
    if (!errors[key]) return undefined;
    if (key === 'topics') return t('subscribe.topicsRequired');
    if (key === 'agreed') return t('subscribe.agreeRequired');
    return fieldMessage(messages, errors[key]);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(SubscribeFormSchema, { email, topics, agreed: agreed || undefined });
    setErrors(result.ok ? {} : result.fields);
    setFailure('');
    if (!result.ok) setRefused((n) => n + 1);
    if (!result.ok || busy) return;
    setBusy(true);
    try {
      await subscriptionCalls.subscribe(site, lang, { email: result.value.email, topics: [...result.value.topics], consent });
      setStage({ kind: 'sent', email: result.value.email });
    } catch (caught) {
      if (!isApiError(caught, 'abort')) setFailure(errorMessage(messages, isApiError(caught) ? caught.code : 'network'));
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === 'confirming') return <p role="status">{t('subscribe.confirming')}</p>;
  if (stage.kind === 'confirmed' || stage.kind === 'sent') {
    const text =
      stage.kind === 'sent'
        ? t('subscribe.sent', { email: stage.email, days: CONFIRM_LINK_DAYS })
        : t('subscribe.confirmed', { email: stage.email, topics: stage.topics.map((topic) => t(`subscribe.topic.${topic}`)).join(', ') });
    return (
      <div className="account-panel">
        <p ref={status} role="status" tabIndex={-1} className="notice">
          {text}
        </p>
        {stage.kind === 'confirmed' && <p>{t('subscribe.unsubscribeHint')}</p>}
        <button type="button" className="ui-button" onClick={() => setStage({ kind: 'form' })}>
          {t('subscribe.again')}
        </button>
      </div>
    );
  }

  const toggle = (topic: SubscriptionTopic, on: boolean) =>
    setTopics((was) => SUBSCRIPTION_TOPICS.filter((known) => (known === topic ? on : was.includes(known))));
  const documentPage = consent === 'membership' ? 'memberTerms' : 'privacy';

  return (
    <form ref={form} className="account-panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
      <p>{t('subscribe.intro', { brand })}</p>
      <TextField
        className="account-field"
        label={t('subscribe.email')}
        type="email"
        value={email}
        autoComplete="email"
        spellCheck={false}
        onChange={setEmail}
        error={error('email')}
      />
      <fieldset className="account-field subscribe-topics" aria-describedby={errors.topics ? `${id}-topics-error` : undefined}>
        <legend className="ui-label">{t('subscribe.topics')}</legend>
        {SUBSCRIPTION_TOPICS.map((topic) => (
          <label key={topic} className="subscribe-choice">
            <input type="checkbox" checked={topics.includes(topic)} onChange={(e) => toggle(topic, e.target.checked)} />
            {t(`subscribe.topic.${topic}`)}
          </label>
        ))}
        <FieldError id={`${id}-topics-error`} message={error('topics')} />
      </fieldset>
      <div className="account-field">
        <label className="subscribe-choice">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${id}-agreed-error` : undefined}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          {t(consentMessageKey(consent), { brand })}
        </label>
        <a className="subscribe-document" href={externalLink(documentPage, site, lang)} target="_blank" rel="noopener noreferrer">
          {t(`subscribe.link.${consent}`)}
        </a>
        <FieldError id={`${id}-agreed-error`} message={error('agreed')} />
      </div>
      {failure && (
        <p className="ui-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="ui-button ui-primary" disabled={busy}>
        {busy ? t('subscribe.busy') : t('subscribe.submit')}
      </button>
    </form>
  );
}

export default withPackedMessages(SubscribePage);
