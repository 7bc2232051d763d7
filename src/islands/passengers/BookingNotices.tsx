import { useId } from 'react';
import type { Notice } from '../../domain/content/booking-notices.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { logConsentTick } from '../subscriptions/subscription-calls.ts';
import type { Translate } from './field-options.ts';

export interface BookingNoticesProps {
  notices: readonly Notice[] | 'loading' | 'failed';
  agreed: ReadonlySet<string>;
  /** The notices left unticked after a try to continue. */
  missing: ReadonlySet<string>;
  t: Translate;
  onAgree: (key: string, agreed: boolean) => void;
  onRetry: () => void;
}

/** The booking notices of the trip (getBookingAd), each to be read and ticked before continuing. */
export function BookingNotices({ notices, agreed, missing, t, onAgree, onRetry }: BookingNoticesProps) {
  const id = useId();
  return (
    <fieldset className="psg-form psg-notices">
      <legend>{t('passengers.notices.heading')}</legend>
      {notices === 'loading' && <p role="status">{t('passengers.notices.loading')}</p>}
      {notices === 'failed' && (
        <p>
          {t('passengers.notices.failed')}{' '}
          <button type="button" className="ui-button" onClick={onRetry}>
            {t('passengers.notices.retry')}
          </button>
        </p>
      )}
      {typeof notices === 'object' &&
        notices.map((notice) => (
          <div key={notice.protocolKey} className="ui-check">
            <input
              id={`${id}-${notice.protocolKey}`}
              type="checkbox"
              checked={agreed.has(notice.protocolKey)}
              onChange={(event) => {
                onAgree(notice.protocolKey, event.target.checked);
                // The consent trail keeps the words and the document ticked; the form never waits for it.
                if (event.target.checked)
                  logConsentTick('bookingNotices', `${notice.protocolKey}: ${t('passengers.notices.agree')} ${notice.protocolName} <${notice.protocolUrl}>`);
              }}
              aria-invalid={missing.has(notice.protocolKey) ? true : undefined}
              aria-describedby={missing.has(notice.protocolKey) ? `${id}-missing` : undefined}
            />
            <label htmlFor={`${id}-${notice.protocolKey}`}>
              {t('passengers.notices.agree')}{' '}
              <a href={notice.protocolUrl} target="_blank" rel="noopener noreferrer">
                {notice.protocolName}
              </a>
            </label>
          </div>
        ))}
      <FieldError id={`${id}-missing`} message={missing.size > 0 ? t('passengers.notices.required') : undefined} />
    </fieldset>
  );
}
