import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import type { LoginStep, LoginStepEvent } from '../../domain/member/card-step.ts';
import type { User } from '../../domain/user.ts';
import { checkValue } from '../../domain/validation/issue.ts';
import { cardName } from '../../domain/validation/names.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { submitCard } from '../../stores/login.ts';
import { TextField } from '../../ui/TextField.tsx';

/**
 * The card step of login (spec 4): when an account holds several cards, the member chooses one, then confirms it
 * with the holder's name.
 */
export function CardStep({
  step,
  site,
  lang,
  messages,
  onMove,
  onLoggedIn,
}: {
  step: Exclude<LoginStep, { kind: 'form' }>;
  site: string;
  lang: Lang;
  messages: Messages;
  onMove: (event: LoginStepEvent) => void;
  onLoggedIn: (user: User) => void;
}) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step.kind === 'cardName') nameInput.current?.focus();
    else heading.current?.focus();
  }, [step.kind]);

  async function confirm(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (step.kind !== 'cardName') return;
    const issue = checkValue(cardName, name);
    if (issue) {
      setError(fieldMessage(messages, issue));
      nameInput.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      onLoggedIn(await submitCard(storefrontApi(), site, lang, step.chosen, name));
    } catch (failure) {
      // Spec 8: the server's message, or x02, and the focus back in the field.
      setError(isApiError(failure) && failure.message !== failure.code ? failure.message : errorMessage(messages, 'x02'));
      nameInput.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'cards') {
    return (
      <div className="login-box login-cards">
        <h2 ref={heading} tabIndex={-1}>
          {t('login.cards.title')}
        </h2>
        <fieldset>
          <legend>{t('login.cards.choose')}</legend>
          {step.cards.map((card) => (
            <div key={card.idx} className="ui-check">
              <input
                id={`${id}-card-${card.idx}`}
                type="radio"
                name={`${id}-card`}
                value={card.idx}
                checked={step.chosen === card.idx}
                disabled={card.ex}
                onChange={() => onMove({ type: 'choose', idx: card.idx })}
              />
              <label htmlFor={`${id}-card-${card.idx}`}>
                {t('login.cards.card', { cardNo: card.cardNo, name: card.name })}
                {card.ex && <span className="login-card-disabled"> {t('login.cards.disabled')}</span>}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="login-actions">
          <button type="button" className="ui-button" onClick={() => onMove({ type: 'back' })}>
            {t('login.back')}
          </button>
          <button type="button" className="ui-button ui-primary" disabled={step.chosen === null} onClick={() => onMove({ type: 'next' })}>
            {t('login.next')}
          </button>
        </div>
      </div>
    );
  }

  const card = step.cards.find((c) => c.idx === step.chosen);
  return (
    <form className="login-box login-cards" noValidate onSubmit={(e) => void confirm(e)}>
      <h2>{t('login.cards.nameTitle')}</h2>
      <p>{card && t('login.cards.card', { cardNo: card.cardNo, name: card.name })}</p>
      <TextField
        ref={nameInput}
        label={t('login.cards.name')}
        hint={t('login.cards.nameHint')}
        value={name}
        onChange={setName}
        error={error}
        autoComplete="name"
        maxLength={60}
      />
      <div className="login-actions">
        <button type="button" className="ui-button" onClick={() => onMove({ type: 'back' })}>
          {t('login.back')}
        </button>
        <button type="submit" className="ui-button ui-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('login.confirm')}
        </button>
      </div>
    </form>
  );
}
