import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { clockOf } from '../../domain/mileage/code-countdown.ts';
import { CODE_CHANNELS, type CodeChannel, VERIFICATION_CODE } from '../../domain/mileage/verification-code.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { AwardFormat, Translate } from './award-format.ts';
import type { MileageCalls } from './mileage-calls.ts';
import { useCodeClock } from './use-code-clock.ts';

interface Props {
  readonly calls: Pick<MileageCalls, 'sendCode' | 'verifyCode'>;
  readonly verified: boolean;
  readonly onVerified: (verified: boolean) => void;
  /** What the booking asked of this step (the order found no verified code): shown as its error. */
  readonly notice: string;
  /** Counts the booking's requests for the step's attention: each moves the focus to the code, or to sending one. */
  readonly focusRequest: number;
  readonly messages: Messages;
  readonly t: Translate;
  readonly f: AwardFormat;
}

/** Codes after which only a new code helps. */
const SEND_AGAIN = new Set(['codeLocked', 'codeExpired']);

/**
 * The one-time code asked before an award is booked: sent by text message (or
 * e-mail) to the member's own number or address, shown masked; a clock of its 10
 * minutes, of which a screen reader hears only at five, two and one minute and at
 * the end; six digits typed (the phone offers the code it received), and each
 * failure said where the focus is.
 */
export function CodeStep({ calls, verified, onVerified, notice, focusRequest, messages, t, f }: Props) {
  const id = useId();
  const [channel, setChannel] = useState<CodeChannel>('sms');
  const [sent, setSent] = useState<{ to: string; endsAt: number; minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sendError, setSendError] = useState('');
  const [busy, setBusy] = useState(false);
  const { secondsLeft, moment } = useCodeClock(sent?.endsAt ?? null);
  const codeInput = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<'code' | 'send' | null>(null);

  useEffect(() => {
    if (focus === 'code') codeInput.current?.focus();
    if (focus === 'send') sendButton.current?.focus();
    setFocus(null);
  }, [focus]);

  const hasCode = sent !== null;
  useEffect(() => {
    if (focusRequest > 0) setFocus(hasCode ? 'code' : 'send');
  }, [focusRequest, hasCode]);

  const failure = (error: unknown) => errorMessage(messages, isApiError(error) ? error.code : 'network');

  async function send(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setSendError('');
    setCodeError('');
    try {
      const reply = await calls.sendCode(channel);
      setSent({ to: reply.sentTo, endsAt: Date.now() + reply.expiresIn * 1000, minutes: Math.round(reply.expiresIn / 60) });
      setCode('');
      setFocus('code');
    } catch (error) {
      setSendError(failure(error));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || !sent) return;
    setCodeError('');
    setSendError('');
    const typed = code.trim();
    if (!VERIFICATION_CODE.test(typed)) {
      // A new node each time, so that the same message is announced again.
      requestAnimationFrame(() => setCodeError(t('mileage.code.format')));
      setFocus('code');
      return;
    }
    setBusy(true);
    try {
      await calls.verifyCode(typed);
      onVerified(true);
    } catch (error) {
      if (isApiError(error) && SEND_AGAIN.has(error.code)) {
        setSent(null);
        setCode('');
        setSendError(failure(error));
        setFocus('send');
      } else {
        setCodeError(failure(error));
        setFocus('code');
      }
    } finally {
      setBusy(false);
    }
  }

  const expired = sent !== null && secondsLeft === 0;
  const announcement =
    moment === null ? '' : moment.at === 0 ? errorMessage(messages, 'codeExpired') : t('mileage.code.validFor', { time: f.minutes(moment.at / 60) });
  return (
    <form className="award-code" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void verify(event)} aria-busy={busy}>
      <h2 id={`${id}-title`}>{t('mileage.code.heading')}</h2>
      {!verified && (
        <>
          <p className="ui-hint">{t('mileage.code.intro')}</p>
          <fieldset className="award-channels">
            <legend>{t('mileage.code.channel')}</legend>
            {CODE_CHANNELS.map((option) => (
              <label key={option} className="search-radio">
                <input type="radio" name={`${id}-channel`} value={option} checked={channel === option} onChange={() => setChannel(option)} />
                {t(`mileage.code.by.${option}`)}
              </label>
            ))}
          </fieldset>
          <button ref={sendButton} type="button" className="ui-button" aria-disabled={busy || undefined} onClick={() => void send()}>
            {sent ? t('mileage.code.resend') : t('mileage.code.send')}
          </button>
        </>
      )}
      {/* One live region for the step's news, so that each is heard: where the code went, then that it is confirmed. */}
      <p role="status" className={verified ? 'award-verified' : 'award-sent'}>
        {verified ? t('mileage.code.verified') : sent ? t('mileage.code.sent', { to: sent.to, time: f.minutes(sent.minutes) }) : ''}
      </p>
      {!verified && <FieldError id={`${id}-send-error`} message={sendError || (sent ? '' : notice) || undefined} announce />}
      {!verified && sent && (
        <div className="award-code-entry">
          <TextField
            ref={codeInput}
            label={t('mileage.code.label')}
            hint={t('mileage.code.hint')}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            error={codeError || undefined}
            announceError
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            className="award-code-field"
          />
          <p className="award-clock">{expired ? errorMessage(messages, 'codeExpired') : t('mileage.code.timeLeft', { time: clockOf(secondsLeft) })}</p>
          <button type="submit" className="ui-button ui-primary" aria-disabled={busy || undefined}>
            {t('mileage.code.verify')}
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}
