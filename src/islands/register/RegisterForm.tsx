import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PhoneArea } from '../../domain/area-codes.ts';
import { externalLink } from '../../domain/external-links.ts';
import type { Lang } from '../../domain/languages.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { registrationFormSchema } from '../../domain/validation/phone-forms.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { register } from '../../stores/login.ts';
import { loadNumberingPlan } from '../../stores/numbering-plan.ts';
import { AreaCodePicker, areaCodePickerLabels } from '../../ui/area-code/AreaCodePicker.tsx';
import { EmailAutocomplete } from '../../ui/autocomplete/EmailAutocomplete.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useNumberingPlan } from '../../ui/use-numbering-plan.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { logConsentTick } from '../subscriptions/subscription-calls.ts';
import JoinCompletion from './JoinCompletion.tsx';

export interface RegisterSite {
  readonly code: string;
  readonly areaCode: string;
  readonly region: string;
  readonly emailSuffixes: readonly string[];
}

type Fields = Record<string, FieldIssue>;

/**
 * Quick registration for the frequent-flyer programme: the form, then word that a message is on its way to the
 * address; opened from that message's link (`?token=`), the page completes the registration instead.
 */
function RegisterForm({ site, lang, messages }: { site: RegisterSite; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const id = useId();
  const [givenName, setGivenName] = useState('');
  const [surname, setSurname] = useState('');
  const [email, setEmail] = useState('');
  const [area, setArea] = useState<PhoneArea>({ code: site.areaCode, region: site.region });
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [token, setToken] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLHeadingElement>(null);

  // The link's token is read in the browser: the page itself is built once for every visitor.
  useEffect(() => {
    setToken(new URLSearchParams(location.search).get('token') ?? '');
  }, []);

  // After a refused submit the first wrong field takes the focus, so that its message is read out.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  // The result takes the focus once it is on the page, so that it is read out.
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  const plan = useNumberingPlan();
  const schema = useMemo(() => registrationFormSchema(plan), [plan]);

  const values = () => ({ givenName, surname, email, areaCode: area.code, phone, password, confirm, terms: terms || undefined });

  /** A field already showing an error is checked again as it changes. */
  function recheck(key: string, value: unknown): void {
    if (!(key in fields)) return;
    const result = validateForm(schema, { ...values(), [key]: value });
    const next = { ...fields };
    const found = result.ok ? undefined : result.fields[key];
    if (found) next[key] = found;
    else delete next[key];
    setFields(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const checked = validateForm(registrationFormSchema(await loadNumberingPlan()), values());
    if (!checked.ok) {
      setFields(checked.fields);
      setRefused((n) => n + 1);
      return;
    }
    setFields({});
    setFailure('');
    setBusy(true);
    try {
      const { value } = checked;
      const sent = await register(storefrontApi(), site.code, lang, {
        givenName: value.givenName,
        surname: value.surname,
        email: value.email,
        areaCode: value.areaCode,
        phone: value.phone,
        password: value.password,
      });
      setSentTo(sent.email);
    } catch (error) {
      // Closing the captcha dialog is the visitor's choice, not a failure to report.
      if (isApiError(error) && error.code === 'abort') return;
      if (isApiError(error) && error.data && typeof error.data === 'object' && 'fields' in error.data) {
        setFields((error.data as { fields: Fields }).fields);
      }
      setFailure(failureText(messages, error));
    } finally {
      setBusy(false);
    }
  }

  if (token) return <JoinCompletion site={site.code} lang={lang} token={token} messages={messages} />;
  if (sentTo) {
    return (
      <section className="register-done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} ref={done} tabIndex={-1}>
          {t('register.sent')}
        </h2>
        <p role="status">{t('register.sentText', { email: sentTo })}</p>
      </section>
    );
  }

  const message = (key: string) => (fields[key] ? fieldMessage(messages, fields[key]) : undefined);
  return (
    <form ref={form} className="register-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={t('register.givenName')}
        value={givenName}
        onChange={(v) => {
          setGivenName(v);
          recheck('givenName', v);
        }}
        error={message('givenName')}
        autoComplete="given-name"
      />
      <TextField
        label={t('register.surname')}
        value={surname}
        onChange={(v) => {
          setSurname(v);
          recheck('surname', v);
        }}
        error={message('surname')}
        autoComplete="family-name"
      />
      <EmailAutocomplete
        label={t('register.email')}
        value={email}
        onChange={(v) => {
          setEmail(v);
          recheck('email', v);
        }}
        suffixes={site.emailSuffixes}
        error={message('email')}
      />
      <div className="register-phone">
        <AreaCodePicker lang={lang} value={area} onChange={setArea} labels={areaCodePickerLabels(t)} />
        <FieldError id={`${id}-area-error`} message={message('areaCode')} />
        <TextField
          label={t('register.phone')}
          value={phone}
          onChange={(v) => {
            const digits = v.replace(/\D/g, '');
            setPhone(digits);
            recheck('phone', digits);
          }}
          error={message('phone')}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
        />
      </div>
      <TextField
        label={t('register.password')}
        hint={t('register.passwordHint')}
        type="password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          recheck('password', v);
        }}
        error={message('password')}
        autoComplete="new-password"
        inputMode="numeric"
      />
      <TextField
        label={t('register.confirm')}
        type="password"
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          recheck('confirm', v);
        }}
        error={message('confirm')}
        autoComplete="new-password"
        inputMode="numeric"
      />
      <div className="ui-check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={terms}
          onChange={(e) => {
            setTerms(e.target.checked);
            recheck('terms', e.target.checked || undefined);
            if (e.target.checked)
              logConsentTick(
                'registerTerms',
                `${t('register.agree')} ${t('login.membershipTerms')} <${externalLink('memberTerms', site.code, lang)}>`,
                site.code,
              );
          }}
          aria-invalid={fields.terms ? true : undefined}
          aria-describedby={fields.terms ? `${id}-terms-error` : undefined}
        />
        <label htmlFor={`${id}-terms`}>
          {t('register.agree')}{' '}
          <a href={externalLink('memberTerms', site.code, lang)} target="_blank" rel="noopener noreferrer">
            {t('login.membershipTerms')}
          </a>
        </label>
        <FieldError id={`${id}-terms-error`} message={fields.terms && t('register.mustAgree')} />
      </div>
      <FieldError id={`${id}-failure`} message={failure} />
      <button type="submit" className="ui-button ui-primary" disabled={busy} aria-busy={busy || undefined}>
        {t('register.submit')}
      </button>
    </form>
  );
}

export default withPackedMessages(RegisterForm);
