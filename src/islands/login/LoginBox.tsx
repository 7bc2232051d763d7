import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PhoneArea } from '../../domain/area-codes.ts';
import { externalLink } from '../../domain/external-links.ts';
import type { Lang } from '../../domain/languages.ts';
import { LOGIN_FORM, type LoginStep, type LoginStepEvent, nextLoginStep } from '../../domain/member/card-step.ts';
import { forgotPasswordShown, loginTerms } from '../../domain/member/login-box.ts';
import type { User } from '../../domain/user.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { loginSchema } from '../../domain/validation/phone-forms.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { routeHref } from '../../lib/routing/paths.ts';
import { storefrontApi } from '../../stores/api.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { submitLogin } from '../../stores/login.ts';
import { loadNumberingPlan } from '../../stores/numbering-plan.ts';
import { AreaCodePicker, areaCodePickerLabels } from '../../ui/area-code/AreaCodePicker.tsx';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useNumberingPlan } from '../../ui/use-numbering-plan.ts';
import { logConsentTick } from '../subscriptions/subscription-calls.ts';
import { CardStep } from './CardStep.tsx';
import { linkPendingAccount } from './link-pending-account.ts';
import { type PendingBinding, SocialLogin } from './SocialLogin.tsx';

/** What the login box needs to know of the site. */
export interface LoginBoxSite {
  readonly code: string;
  readonly noGDPR: boolean;
  readonly hideFindPassword: boolean;
  readonly areaCode: string;
  readonly region: string;
}

export interface LoginBoxProps {
  site: LoginBoxSite;
  lang: Lang;
  messages: Messages;
  /** Whether the place the box sits in has room for the social-login buttons. */
  socialAllowed: boolean;
  /** The social-login channels the server offers (none: no buttons). */
  socialChannels?: readonly string[];
  onLoggedIn: (user: User) => void;
}

type Mode = 'account' | 'phone';
type Fields = Record<string, FieldIssue>;

/**
 * The login box of spec 2 and 4, used by the login page and the login dialog:
 * account or phone mode, the captcha, the terms box, the links to register and to
 * reset a password, the social buttons, and the card step.
 */
export function LoginBox({ site, lang, messages, socialAllowed, socialChannels = [], onLoggedIn }: LoginBoxProps) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const id = useId();
  const [mode, setMode] = useState<Mode>('account');
  // Only a phone login checks a phone: the numbering plan loads once that is chosen.
  const plan = useNumberingPlan(mode === 'phone');
  const schema = useMemo(() => loginSchema(plan), [plan]);
  const [account, setAccount] = useState('');
  const [phone, setPhone] = useState('');
  const [area, setArea] = useState<PhoneArea>({ code: site.areaCode, region: site.region });
  const [password, setPassword] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaReady, setCaptchaReady] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<LoginStep>(LOGIN_FORM);
  const [pendingBinding, setPendingBinding] = useState<PendingBinding | null>(null);
  const first = useRef<HTMLDivElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  // The image is drawn in the browser only, so that a prerendered page never shares one code.
  useEffect(() => setCaptchaId(newCaptchaId()), []);

  const terms = loginTerms({ noGDPR: site.noGDPR }, lang);
  // The membership terms are agreed to with a box; the privacy notice is only pointed to.
  const termsBox = terms === 'membership';
  const fieldsValid = Object.keys(fields).length === 0;
  const canSubmit = captchaReady && fieldsValid && (!termsBox || agreed) && !busy;

  function values(overrides: Partial<Record<string, string>> = {}) {
    return {
      loginType: mode,
      id: mode === 'account' ? account : phone,
      pw: password,
      ca: captcha,
      captchaId,
      areaCode: mode === 'phone' ? area.code : undefined,
      ...overrides,
    };
  }

  /** Re-checks the fields already showing an error, so that a corrected field clears at once. */
  function recheck(overrides: Partial<Record<string, string>>): void {
    if (fieldsValid) return;
    const result = validateForm(schema, values(overrides));
    setFields(result.ok ? {} : Object.fromEntries(Object.entries(result.fields).filter(([key]) => key in fields)));
  }

  /** Spec 5: the area code and phone are checked as they change. */
  function checkPhone(overrides: Partial<Record<string, string>>): void {
    const result = validateForm(schema, values(overrides));
    const next: Fields = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'id' && key !== 'areaCode'));
    if (!result.ok) {
      for (const key of ['id', 'areaCode']) {
        const found = result.fields[key];
        if (found && (key === 'areaCode' || (overrides.id ?? phone) !== '')) next[key] = found;
      }
    }
    setFields(next);
  }

  function reloadCaptcha(): void {
    setCaptcha('');
    setCaptchaId(newCaptchaId());
  }

  function switchMode(): void {
    setMode(mode === 'account' ? 'phone' : 'account');
    setFields({});
    setFailure('');
  }

  function focusFirst(): void {
    first.current?.querySelector<HTMLElement>('input, button')?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!canSubmit) return;
    const checked = validateForm(mode === 'phone' ? loginSchema(await loadNumberingPlan()) : schema, values());
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      const result = await submitLogin(storefrontApi(), site.code, lang, checked.value);
      if (result.kind === 'cards') move({ type: 'cardsOffered', cards: result.cards });
      else await finish(result.user);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'x02';
      setFailure(failureText(messages, error));
      reloadCaptcha();
      // Spec 8: focus goes to the first field, but a wrong account or password keeps the account form where it is.
      if (code === 'CZSSO030014') {
        if (mode === 'phone') phoneInput.current?.focus();
      } else {
        focusFirst();
      }
    } finally {
      setBusy(false);
    }
  }

  /** A social account that was waiting for this login is linked to it before the page moves on. */
  async function finish(user: User): Promise<void> {
    if (pendingBinding) await linkPendingAccount(pendingBinding, messages);
    onLoggedIn(user);
  }

  function move(event: LoginStepEvent): void {
    const next = nextLoginStep(step, event);
    if (next.kind === 'form' && step.kind !== 'form') reloadCaptcha();
    setStep(next);
  }

  if (step.kind !== 'form') {
    return <CardStep step={step} site={site.code} lang={lang} messages={messages} onMove={move} onLoggedIn={(user) => void finish(user)} />;
  }

  const message = (key: string) => (fields[key] ? fieldMessage(messages, fields[key]) : undefined);
  const base = '/tk/' as const;

  return (
    <div className="login-box">
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={failure ? `${id}-failure` : undefined}>
        <button type="button" className="login-mode ui-button" aria-pressed={mode === 'phone'} onClick={switchMode}>
          {t('login.phoneMode')}
        </button>
        {mode === 'account' ? (
          <div ref={first}>
            <TextField
              label={t('login.account')}
              hint={t('login.accountHint')}
              value={account}
              onChange={(value) => {
                setAccount(value);
                recheck({ id: value });
              }}
              error={message('id')}
              autoComplete="username"
              data-autofocus
              inputMode="email"
              spellCheck={false}
              autoCapitalize="off"
            />
          </div>
        ) : (
          <div className="login-phone">
            <div ref={first}>
              <AreaCodePicker
                lang={lang}
                value={area}
                onChange={(value) => {
                  setArea(value);
                  checkPhone({ areaCode: value.code });
                }}
                labels={areaCodePickerLabels(t)}
              />
              <FieldError id={`${id}-area-error`} message={message('areaCode')} />
            </div>
            <TextField
              ref={phoneInput}
              label={t('login.phone')}
              value={phone}
              onChange={(value) => {
                const digits = value.replace(/\D/g, '');
                setPhone(digits);
                checkPhone({ id: digits });
              }}
              error={message('id')}
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={20}
            />
          </div>
        )}
        <TextField
          label={t('login.password')}
          type="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            recheck({ pw: value });
          }}
          error={message('pw')}
          autoComplete="current-password"
          inputMode="numeric"
        />
        <CaptchaInput
          captchaId={captchaId}
          value={captcha}
          onChange={(value) => {
            setCaptcha(value);
            recheck({ ca: value });
          }}
          onReload={reloadCaptcha}
          onReadyChange={setCaptchaReady}
          labels={captchaInputLabels(t)}
          error={message('ca')}
        />
        {termsBox && (
          <div className="ui-check">
            <input
              id={`${id}-terms`}
              type="checkbox"
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (e.target.checked)
                  logConsentTick(
                    'loginTerms',
                    `${t('login.agree')} ${t('login.membershipTerms')} <${externalLink('memberTerms', site.code, lang)}>`,
                    site.code,
                  );
              }}
            />
            <label htmlFor={`${id}-terms`}>
              {t('login.agree')}{' '}
              <a href={externalLink('memberTerms', site.code, lang)} target="_blank" rel="noopener noreferrer">
                {t('login.membershipTerms')}
              </a>
            </label>
          </div>
        )}
        {terms === 'privacy' && (
          <p className="ui-hint">
            {t('login.privacy')}{' '}
            <a href={externalLink('privacy', site.code, lang)} target="_blank" rel="noopener noreferrer">
              {t('login.privacyNotice')}
            </a>
          </p>
        )}
        <FieldError id={`${id}-failure`} message={failure} announce />
        <button type="submit" className="ui-button ui-primary" disabled={!canSubmit} aria-busy={busy || undefined}>
          {t('login.submit')}
        </button>
        {!captchaReady && <p className="ui-hint">{t('login.waitCaptcha')}</p>}
      </form>
      <p className="login-links">
        <a href={routeHref(base, site.code, lang, 'register')}>{t('login.register')}</a>
        {forgotPasswordShown({ hideFindPassword: site.hideFindPassword }) && (
          <a href={routeHref(base, site.code, lang, 'password.forgot')}>{t('login.forgot')}</a>
        )}
      </p>
      {socialAllowed && (
        <SocialLogin
          site={site.code}
          lang={lang}
          messages={messages}
          channels={socialChannels}
          termsAgreed={!termsBox || agreed}
          onLoggedIn={onLoggedIn}
          onNotBound={setPendingBinding}
        />
      )}
    </div>
  );
}
