import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import type { ExecutionSession } from '../../stores/execution-session.ts';
import type { Translate } from './format.ts';

/** How long before the end the traveller is warned: WCAG 2.2.1 asks for at least 20 seconds to ask for more time. */
export const WARNING_SECONDS = 120;
/** Minutes left at which a screen reader hears the time besides the warning: enough to plan by, too few to be noise. */
const ANNOUNCED_MINUTES = [10, 5] as const;
/** The countdown's pace: the warning must open on time, though the visible text changes once a minute. */
const TICK_MS = 1000;

/** The warning's dialog is loaded this long before it is due, so that it opens on time without weighing on the page's load. */
const WARNING_PRELOAD_SECONDS = WARNING_SECONDS + 60;
const loadModal = () => import('../../ui/popup/Modal.tsx');
const Modal = lazy(() => loadModal().then(({ Modal }) => ({ default: Modal })));

/** How many announcement marks the time left has passed: 0 above ten minutes, 1 below, 2 below five. */
const marksPassed = (seconds: number) => ANNOUNCED_MINUTES.filter((minutes) => seconds <= minutes * 60).length;

/**
 * The booking session's time left, in whole minutes, on every page of the funnel. Screen readers hear it, politely,
 * at ten and five minutes left; two minutes before the end an alert dialog warns and offers to extend the session,
 * which the server does; the end itself is told by the session (alert x00).
 */
export function SessionTimer({ session, t }: { session: ExecutionSession; t: Translate }) {
  const state = useStore(session.$state);
  const [, refresh] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const marks = useRef<{ expiresAt: number | null; passed: number }>({ expiresAt: null, passed: 0 });
  const messageId = useId();
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setInterval(() => refresh((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const loaded = state.status === 'loaded' && state.expiresAt !== null;
  const seconds = session.secondsLeft();
  const warningNear = loaded && seconds <= WARNING_PRELOAD_SECONDS;

  useEffect(() => {
    if (warningNear) void loadModal();
  }, [warningNear]);

  useEffect(() => {
    if (!loaded) return;
    // The countdown reached the end before the next expiry check: the session ends now, not up to 30 seconds later.
    if (seconds === 0) {
      session.check();
      return;
    }
    const passed = marksPassed(seconds);
    // A session just opened, taken up or extended starts its marks afresh, without telling what the page already shows.
    if (marks.current.expiresAt !== state.expiresAt) marks.current = { expiresAt: state.expiresAt, passed };
    if (passed > marks.current.passed && seconds > WARNING_SECONDS) {
      marks.current = { expiresAt: state.expiresAt, passed };
      setAnnouncement(t('shop.timeLeft', { minutes: ANNOUNCED_MINUTES[passed - 1] }));
    }
  });

  if (state.status === 'expired') return <p className="shop-timer shop-timer-ended">{t('shop.expired')}</p>;
  if (!loaded) return null;

  const minutes = Math.floor(seconds / 60);
  const warning = seconds > 0 && seconds <= WARNING_SECONDS && dismissed !== state.expiresAt;
  const dismiss = () => {
    setDismissed(state.expiresAt);
    setFailure(null);
  };

  async function extend(): Promise<void> {
    // The button stays enabled while the call runs, so that the focus stays on it; a second press waits for the first.
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await session.extend();
      const after = session.$state.get();
      if (after.status === 'loaded' && after.expiresAt !== state.expiresAt) {
        setAnnouncement(t('shop.session.extended', { minutes: Math.floor(session.secondsLeft() / 60) }));
      } else if (after.status === 'loaded' && !after.extendable) {
        // Refused at its maximum life: the box now offers only to go on, and the focus moves to that button.
        setFailure(t('error.sessionLimit'));
        requestAnimationFrame(() => primary.current?.focus());
      }
    } catch (error) {
      const code = isApiError(error) ? error.code : 'network';
      const message = t(`error.${code}`);
      setFailure(message === `error.${code}` ? t('x02', { code }) : message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="shop-timer">{minutes > 0 ? t('shop.timeLeft', { minutes }) : t('shop.timeLeftUnderMinute')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {warning && (
        <Suspense fallback={null}>
          <Modal title={t('shop.session.warningTitle')} onClose={dismiss} closeLabel={t('ui.close')} role="alertdialog" describedBy={messageId}>
            <p id={messageId}>{t(state.extendable ? 'shop.session.warning' : 'shop.session.warningFinal', { minutes: Math.ceil(seconds / 60) })}</p>
            {failure && (
              <p className="shop-timer-ended" role="alert">
                {failure}
              </p>
            )}
            <div className="ui-actions">
              {state.extendable ? (
                <>
                  <button type="button" className="ui-button" onClick={dismiss}>
                    {t('shop.session.dismiss')}
                  </button>
                  <button type="button" className="ui-button ui-primary" onClick={() => void extend()} data-autofocus>
                    {t('shop.session.extend')}
                  </button>
                </>
              ) : (
                <button ref={primary} type="button" className="ui-button ui-primary" onClick={dismiss} data-autofocus>
                  {t('shop.session.continue')}
                </button>
              )}
            </div>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
