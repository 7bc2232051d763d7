import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { OrderDiscount } from '../../domain/booking/discount.ts';
import { discountCodeField } from '../../domain/coupon/codes.ts';
import type { QueryDiscountReply } from '../../domain/coupon/coupon-schemas.ts';
import type { Money } from '../../domain/money.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { storefrontApi } from '../../stores/api.ts';
import { type BookingChoice, chooseDiscount, clearDiscount, storedChoices, weighDiscounts } from '../../stores/discount.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { couponText } from './coupon-text.ts';

export interface DiscountBoxProps {
  session: string;
  set: number;
  sol: string;
  site: string;
  lang: string;
  messages: Messages;
  /** Called with the discount for the order body and what it takes off, or with nothing when it is removed. */
  onChange(discount: OrderDiscount | undefined, amount?: Money): void;
  /** The booking's solutions, one per slice; read from the booking funnel's store when not given. */
  choices?: readonly BookingChoice[];
}

const CodeFormSchema = v.object({ code: discountCodeField });

type Notice = { kind: 'status' | 'alert'; text: string } | null;
type Applied = { kind: 'code' | 'coupon'; discount: OrderDiscount; amount: Money; newTotal: Money };
type CouponList = { status: 'idle' | 'loading' | 'ready' | 'failed'; coupons: QueryDiscountReply['coupons'] };

/**
 * The discount of a booking (book/addition): a promotion code with Apply, and
 * for a logged-in member their usable coupons as a radio group, each saying what
 * it takes off or why it cannot be used. One discount at a time: a code replaces
 * a coupon and a coupon replaces a code. Each choice is checked with the server
 * (addDiscount) before it is handed to the page through onChange.
 */
export default function DiscountBox(props: DiscountBoxProps) {
  const { session, set, sol, lang, messages, onChange } = props;
  const text = useMemo(() => couponText(lang, props.site, messages), [lang, props.site, messages]);
  const { t } = text;
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  // The stored choice is read after the first render: the page is prerendered, where there is no session storage.
  const [stored, setStored] = useState<readonly BookingChoice[]>();
  useEffect(() => setStored(props.choices ? undefined : storedChoices(session)), [props.choices, session]);
  const choices = useMemo(() => props.choices ?? stored ?? [], [props.choices, stored]);
  const ready = props.choices !== undefined || stored !== undefined;
  const key = useMemo(() => ({ session, set, sol }), [session, set, sol]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [applied, setApplied] = useState<Applied>();
  const [list, setList] = useState<CouponList>({ status: 'idle', coupons: [] });
  const [notice, setNotice] = useState<Notice>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const groupName = useId();

  useEffect(() => {
    if (!user.loggedIn || choices.length === 0) {
      setList({ status: 'idle', coupons: [] });
      return;
    }
    let current = true;
    setList({ status: 'loading', coupons: [] });
    void weighDiscounts(storefrontApi(), session, choices).then((outcome) => {
      if (!current) return;
      setList(outcome.ok ? { status: 'ready', coupons: outcome.value.coupons } : { status: 'failed', coupons: [] });
    });
    return () => {
      current = false;
    };
  }, [user.loggedIn, session, choices]);

  const couponApplied = applied?.kind === 'coupon';
  useEffect(() => {
    // A coupon is the member's own: once they log out, the booking no longer has it.
    if (!user.checked || user.loggedIn || !couponApplied) return;
    clearDiscount();
    setApplied(undefined);
    onChange(undefined);
  }, [user.checked, user.loggedIn, couponApplied, onChange]);

  function take(next: Applied, message: string): void {
    setApplied(next);
    setNotice({ kind: 'status', text: message });
    onChange(next.discount, next.amount);
  }

  function drop(message: string): void {
    clearDiscount();
    setApplied(undefined);
    setNotice({ kind: 'status', text: message });
    onChange(undefined);
  }

  async function applyCode(): Promise<void> {
    // Controls stay enabled while a check runs, so that the focus is never lost; a press meanwhile is ignored.
    if (busy || choices.length === 0) return;
    const checked = validateForm(CodeFormSchema, { code });
    if (!checked.ok) {
      setCodeError(fieldMessage(messages, checked.fields.code ?? { code: 'e01' }));
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await chooseDiscount(storefrontApi(), key, choices, { code: checked.value.code });
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.code === 'abort') return;
      setNotice(null);
      setCodeError(errorMessage(messages, outcome.code));
      codeInput.current?.focus();
      return;
    }
    const { amount, newTotal, discountCode } = outcome.value;
    setCodeError(undefined);
    setCode(discountCode);
    take({ kind: 'code', discount: { code: discountCode }, amount, newTotal }, t('discount.code.applied', { code: discountCode, amount: text.money(amount) }));
  }

  function removeCode(): void {
    setCode('');
    drop(t('discount.removed'));
    codeInput.current?.focus();
  }

  async function chooseCoupon(couponId: string): Promise<void> {
    if (couponId === '') {
      if (applied?.kind === 'coupon') drop(t('discount.removed'));
      return;
    }
    setBusy(true);
    const outcome = await chooseDiscount(storefrontApi(), key, choices, { couponId });
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.code !== 'abort') setNotice({ kind: 'alert', text: errorMessage(messages, outcome.code) });
      return;
    }
    const { amount, newTotal } = outcome.value;
    setCode('');
    setCodeError(undefined);
    take({ kind: 'coupon', discount: { couponId }, amount, newTotal }, t('discount.coupon.applied', { amount: text.money(amount) }));
  }

  function onCodeKey(event: KeyboardEvent<HTMLInputElement>): void {
    // The box may sit inside the page's own form: Enter applies the code rather than sending that form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void applyCode();
  }

  const chosenCoupon = applied?.kind === 'coupon' ? applied.discount.couponId : '';

  if (ready && choices.length === 0) {
    return (
      <section className="discount-box" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('discount.heading')}</h2>
        <p>{t('discount.unavailable')}</p>
      </section>
    );
  }

  return (
    <section className="discount-box" aria-labelledby={headingId} aria-busy={busy || list.status === 'loading'}>
      <h2 id={headingId}>{t('discount.heading')}</h2>
      <div className="discount-code">
        <TextField
          ref={codeInput}
          label={t('discount.code.label')}
          hint={t('discount.code.hint')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          onKeyDown={onCodeKey}
          error={codeError}
          announceError
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={applied?.kind === 'code'}
        />
        {applied?.kind === 'code' ? (
          <button type="button" className="ui-button" onClick={removeCode}>
            {t('discount.code.remove')}
          </button>
        ) : (
          <button type="button" className="ui-button" onClick={() => void applyCode()}>
            {t('discount.code.apply')}
          </button>
        )}
      </div>

      {user.loggedIn ? (
        <fieldset className="discount-coupons">
          <legend>{t('discount.coupons.legend')}</legend>
          {list.status === 'loading' && <p>{t('discount.coupons.loading')}</p>}
          {list.status === 'failed' && <p>{t('discount.coupons.failed')}</p>}
          {list.status === 'ready' && list.coupons.length === 0 && <p>{t('discount.coupons.empty')}</p>}
          {list.status === 'ready' && list.coupons.length > 0 && (
            <ul className="discount-coupon-list">
              <li>
                <label className="discount-radio">
                  <input type="radio" name={groupName} value="" checked={chosenCoupon === ''} onChange={() => void chooseCoupon('')} />
                  {t('discount.coupons.none')}
                </label>
              </li>
              {list.coupons.map(({ coupon, applies, refusal, amount }) => {
                const reasonId = `${groupName}-${coupon.couponId}`;
                return (
                  <li key={coupon.couponId}>
                    <label className="discount-radio">
                      <input
                        type="radio"
                        name={groupName}
                        value={coupon.couponId}
                        checked={chosenCoupon === coupon.couponId}
                        disabled={!applies}
                        aria-describedby={reasonId}
                        onChange={() => void chooseCoupon(coupon.couponId)}
                      />
                      {t('discount.coupon.option', { amount: text.money(coupon.value), date: text.date(coupon.validTo) })}
                    </label>
                    <span id={reasonId} className="discount-reason">
                      {applies && amount
                        ? t('discount.coupon.saves', { amount: text.money(amount) })
                        : t('discount.coupon.unusable', { reason: errorMessage(messages, refusal ?? 'discountNotApplicable') })}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      ) : (
        user.checked && <p className="discount-login">{t('discount.coupons.loginHint')}</p>
      )}

      <p role="status" className="discount-notice">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="discount-notice ui-error">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </section>
  );
}
