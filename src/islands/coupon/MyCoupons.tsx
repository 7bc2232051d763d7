import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { BindCouponBodySchema, COUPON_STATES, type CouponState, type CouponView } from '../../domain/coupon/coupon-schemas.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { storefrontApi } from '../../stores/api.ts';
import { $myCoupons, bindCouponCode, loadMyCoupons, requestWelcomeCoupon } from '../../stores/coupons.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { type CouponText, couponText } from './coupon-text.ts';

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/** One coupon: its kind, what it takes off and on what, and its dates or the order it went on. */
function CouponItem({ coupon, text }: { coupon: CouponView; text: CouponText }) {
  const { t } = text;
  const when =
    coupon.state === 'used'
      ? t('coupon.usedFor', { orderNo: coupon.orderNo ?? '' })
      : coupon.state === 'expired'
        ? t('coupon.expiredOn', { date: text.date(coupon.validTo) })
        : new Date(coupon.validFrom).getTime() > Date.now()
          ? t('coupon.validFromTo', { from: text.date(coupon.validFrom), to: text.date(coupon.validTo) })
          : t('coupon.validUntil', { date: text.date(coupon.validTo) });
  return (
    <li className={`coupon-card coupon-${coupon.state}`}>
      <span className="coupon-value">{t('coupon.value', { amount: text.money(coupon.value) })}</span>
      <span className="coupon-kind">{t(`coupon.kind.${coupon.kind}`)}</span>
      <span>{coupon.minSpend.amount > 0 ? t('coupon.minSpend', { amount: text.money(coupon.minSpend) }) : t('coupon.noMinimum')}</span>
      <span>{when}</span>
    </li>
  );
}

/**
 * my/coupon: the member's coupons grouped as usable, used and expired, and a
 * form to add a voucher's code. A new member's welcome coupon is asked for
 * first (autoSendCoupon), so that it shows in the list the first time.
 */
function MyCoupons({ site, lang, messages }: { site: string; lang: string; messages: Messages }) {
  const text = useMemo(() => couponText(lang, site, messages), [lang, site, messages]);
  const { t } = text;
  const state = useStore($myCoupons);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const formHeading = useId();

  const welcomeSent = t('coupon.welcomeSent');
  // Only once the login check knows the member: a page opened with a one-time login key logs in after it hydrates.
  const { loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  useEffect(() => {
    if (!loggedIn) return;
    void (async () => {
      const api = storefrontApi();
      const welcome = await requestWelcomeCoupon(api, site, lang);
      if (welcome) setNotice({ kind: 'status', text: welcomeSent });
      await loadMyCoupons(api);
    })();
  }, [site, lang, welcomeSent, loggedIn]);

  async function bind(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const checked = validateForm(BindCouponBodySchema, { code });
    if (!checked.ok) {
      setCodeError(fieldMessage(messages, checked.fields.code ?? { code: 'e01' }));
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await bindCouponCode(storefrontApi(), checked.value.code);
    setBusy(false);
    if (!outcome.ok) {
      setCodeError(errorMessage(messages, outcome.code));
      codeInput.current?.focus();
      return;
    }
    setCode('');
    setCodeError(undefined);
    setNotice({ kind: 'status', text: t(outcome.alreadyYours ? 'coupon.bind.already' : 'coupon.bind.done') });
  }

  const shown = state.coupons.usable.length + state.coupons.used.length + state.coupons.expired.length > 0;
  // A reload after binding keeps the list on screen rather than flashing the loading line.
  const listed = state.status === 'ready' || (state.status === 'loading' && shown);

  const section = (which: CouponState) => {
    const coupons = state.coupons[which];
    const headingId = `coupon-${which}`;
    return (
      <section key={which} className="coupon-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t(`coupon.section.${which}`, { count: coupons.length })}</h2>
        {coupons.length === 0 ? (
          <p className="coupon-empty">{t(`coupon.empty.${which}`)}</p>
        ) : (
          <ul className="coupon-list">
            {coupons.map((coupon) => (
              <CouponItem key={coupon.couponId} coupon={coupon} text={text} />
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className="my-coupons" aria-busy={state.status === 'loading' || busy}>
      <section className="coupon-bind" aria-labelledby={formHeading}>
        <h2 id={formHeading}>{t('coupon.bind.heading')}</h2>
        <form noValidate onSubmit={(event) => void bind(event)}>
          <TextField
            ref={codeInput}
            label={t('coupon.bind.label')}
            hint={t('coupon.bind.hint')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            error={codeError}
            announceError
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="ui-button">
            {t('coupon.bind.submit')}
          </button>
        </form>
      </section>
      <p role="status" className="coupon-notice">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      {(state.status === 'idle' || (state.status === 'loading' && !shown)) && <p>{t('coupon.loading')}</p>}
      {state.status === 'failed' && (
        <div className="coupon-failed" role="alert">
          <p>
            {t('coupon.loadFailed')} {errorMessage(messages, state.error ?? 'network')}
          </p>
          <button type="button" className="ui-button" onClick={() => void loadMyCoupons(storefrontApi())}>
            {t('coupon.retry')}
          </button>
        </div>
      )}
      {listed && COUPON_STATES.map(section)}
    </div>
  );
}

export default withPackedMessages(MyCoupons);
