import { type FormEvent, useEffect, useState } from 'react';
import { FindByOrderFormSchema, lookupOf } from '../../domain/booking/order-access.ts';
import type { Lang } from '../../domain/languages.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { TextField } from '../../ui/TextField.tsx';
import { orderCalls } from './order-calls.ts';
import type { Translate } from './order-format.ts';
import { keepLookup } from './order-lookup.ts';

/** One order by its number and a passenger's surname or the contact e-mail; found, its page opens with that lookup data. */
export function FindByNumber({ site, lang, messages, t }: { site: string; lang: Lang; messages: Messages; t: Translate }) {
  const [values, setValues] = useState({ orderNo: '', who: '' });
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [finding, setFinding] = useState(false);
  const message = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);

  useEffect(() => {
    const orderNo = new URLSearchParams(location.search).get('orderNo');
    if (orderNo) setValues((was) => ({ ...was, orderNo }));
  }, []);

  async function findOne(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(FindByOrderFormSchema, values);
    setErrors(result.ok ? {} : result.fields);
    setFailure('');
    if (!result.ok || finding) return;
    const lookup = lookupOf(result.value.orderNo, result.value.who);
    setFinding(true);
    try {
      await orderCalls.detail(site, lang, lookup);
      keepLookup(lookup);
      location.assign(routeHref(baseOf(location.pathname), site, lang, 'my.order.detail', { oId: lookup.orderNo }));
    } catch (error) {
      if (!isApiError(error, 'abort'))
        setFailure(isApiError(error, 'notFound') ? t('find.notFound') : errorMessage(messages, isApiError(error) ? error.code : 'network'));
      setFinding(false);
    }
  }

  return (
    <section className="order-section" aria-labelledby="find-by-order">
      <h2 id="find-by-order">{t('find.byOrder')}</h2>
      <form className="account-panel" noValidate onSubmit={(e) => void findOne(e)} aria-busy={finding}>
        <p>{t('find.byOrderIntro')}</p>
        <TextField
          label={t('find.orderNo')}
          value={values.orderNo}
          onChange={(orderNo) => setValues((was) => ({ ...was, orderNo }))}
          spellCheck={false}
          autoComplete="off"
          error={message('orderNo')}
        />
        <TextField
          label={t('find.who')}
          value={values.who}
          onChange={(who) => setValues((was) => ({ ...was, who }))}
          autoComplete="family-name"
          error={message('who')}
        />
        {failure && (
          <p role="alert" className="ui-error">
            {failure}
          </p>
        )}
        <button type="submit" className="ui-button ui-primary" disabled={finding}>
          {t('find.submit')}
        </button>
      </form>
    </section>
  );
}
