import { useState } from 'react';
import { validateCaptcha } from '../../domain/api/captcha.ts';
import type { Lang } from '../../domain/languages.ts';
import { calendarDateIn } from '../../domain/validation/dates.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { AreaCodePicker, areaCodePickerLabels } from '../../ui/area-code/AreaCodePicker.tsx';
import { CityAutocomplete } from '../../ui/autocomplete/CityAutocomplete.tsx';
import { EmailAutocomplete } from '../../ui/autocomplete/EmailAutocomplete.tsx';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { defaultYears } from '../../ui/date-picker/calendar-steps.ts';
import { DatePicker } from '../../ui/date-picker/DatePicker.tsx';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { alertDialog, confirmDialog, promptDialog } from '../../ui/dialogs/dialog-store.ts';
import { Dropdown } from '../../ui/dropdown/Dropdown.tsx';
import { TermsLinks } from '../../ui/terms/TermsLinks.tsx';
import { Tooltip } from '../../ui/tooltip/Tooltip.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';

export interface DemoSite {
  code: string;
  emailSuffixes: readonly string[];
  areaCode: string;
  region: string;
}

/** The test page test/iframeDemo: every shared component, to try by keyboard and pointer. */
function ComponentDemo({ lang, site, messages }: { lang: Lang; site: DemoSite; messages: Messages }) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const today = calendarDateIn(new Date());
  const [result, setResult] = useState('');
  const [cabin, setCabin] = useState('0');
  const [from, setFrom] = useState('');
  const [chosenCity, setChosenCity] = useState('');
  const [date, setDate] = useState('');
  const [email, setEmail] = useState('');
  const [area, setArea] = useState({ code: site.areaCode, region: site.region });
  const [captchaId, setCaptchaId] = useState(newCaptchaId);
  const [code, setCode] = useState('');
  const [captchaResult, setCaptchaResult] = useState('');

  async function checkCaptcha(): Promise<void> {
    try {
      await storefrontApi().call(validateCaptcha, { query: { i: captchaId, ca: code } });
      setCaptchaResult(t('demo.captchaOk'));
    } catch (error) {
      setCaptchaResult(isApiError(error) ? errorMessage(messages, error.code) : '');
      setCaptchaId(newCaptchaId());
      setCode('');
    }
  }

  return (
    <div className="demo">
      <section className="demo-section" aria-labelledby="demo-dialogs">
        <h2 id="demo-dialogs">{t('demo.dialogs')}</h2>
        <div className="demo-row">
          <button type="button" className="ui-button" onClick={() => void alertDialog(t('demo.alertMessage')).then(() => setResult('OK'))}>
            {t('demo.alert')}
          </button>
          <button
            type="button"
            className="ui-button"
            onClick={() => void confirmDialog(t('demo.confirmMessage')).then((yes) => setResult(t(yes ? 'demo.yes' : 'demo.no')))}
          >
            {t('demo.confirm')}
          </button>
          <button
            type="button"
            className="ui-button"
            onClick={() => void promptDialog(t('demo.promptMessage'), 'ZHANG/SAN').then((text) => setResult(text ?? t('demo.nothing')))}
          >
            {t('demo.prompt')}
          </button>
          <Tooltip text={t('demo.tooltipText')}>
            {(trigger) => (
              <button type="button" className="ui-button" {...trigger}>
                {t('demo.tooltip')}
              </button>
            )}
          </Tooltip>
        </div>
        <p role="status">{result && t('demo.result', { result })}</p>
      </section>

      <section className="demo-section" aria-labelledby="demo-fields">
        <h2 id="demo-fields">{t('demo.fields')}</h2>
        <Dropdown label={t('demo.cabin')} value={cabin} onChange={setCabin} options={['0', '1', '2', '3'].map((c) => ({ value: c, label: t(`cabin.${c}`) }))} />
        <CityAutocomplete
          label={t('demo.from')}
          lang={lang}
          text={from}
          onTextChange={setFrom}
          onChoose={(city) => setChosenCity(city.code)}
          noMatch={t('ui.city.noMatch')}
        />
        <p role="status">{chosenCity}</p>
        <DatePicker
          label={t('demo.departure')}
          lang={lang}
          site={site.code}
          value={date}
          onChange={setDate}
          years={defaultYears(today)}
          min={today}
          labels={datePickerLabels(t)}
        />
        <EmailAutocomplete label={t('demo.email')} value={email} onChange={setEmail} suffixes={site.emailSuffixes} />
        <AreaCodePicker lang={lang} value={area} onChange={setArea} labels={areaCodePickerLabels(t)} />
        <p role="status">{`+${area.code} ${area.region}`}</p>
      </section>

      <section className="demo-section" aria-labelledby="demo-captcha">
        <h2 id="demo-captcha">{t('demo.captcha')}</h2>
        <CaptchaInput captchaId={captchaId} value={code} onChange={setCode} onReload={() => setCaptchaId(newCaptchaId())} labels={captchaInputLabels(t)} />
        <div className="demo-row">
          <button type="button" className="ui-button" onClick={() => void checkCaptcha()}>
            {t('demo.captchaCheck')}
          </button>
        </div>
        <p role="status">{captchaResult}</p>
      </section>

      <section className="demo-section" aria-labelledby="demo-terms">
        <h2 id="demo-terms">{t('demo.terms')}</h2>
        <TermsLinks terms={[{ name: t('ui.terms.label'), href: `/tk/${site.code}/${lang}/dl/` }]} label={t('ui.terms.label')} fallback={t('ui.terms.none')} />
        <TermsLinks terms={[]} label={t('ui.terms.label')} fallback={t('ui.terms.none')} />
      </section>
    </div>
  );
}

export default withPackedMessages(ComponentDemo);
