import { type ReactNode, useId } from 'react';
import type { Notice } from '../../domain/content/booking-notices.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import type { Translate } from './field-options.ts';
import { groupNotices, READ_NOTICES } from './notice-ticks.ts';

export interface BookingNoticesProps {
  notices: readonly Notice[] | 'loading' | 'failed';
  /** The boxes ticked: consent notices by protocolKey, and READ_NOTICES for the notices to read. */
  agreed: ReadonlySet<string>;
  /** The boxes left unticked after a try to continue. */
  missing: ReadonlySet<string>;
  t: Translate;
  onAgree: (key: string, agreed: boolean) => void;
  onRetry: () => void;
}

/** Writes a tick to the consent trail; the call's code loads with the first tick, not with the page. */
function logTick(description: string): void {
  void import('../subscriptions/subscription-calls.ts').then(
    ({ logConsentTick }) => logConsentTick('bookingNotices', description),
    () => undefined,
  );
}

interface TickProps {
  id: string;
  checked: boolean;
  /** The id of the error the box is described by while it is missing. */
  missingId: string | undefined;
  /** The id of more that the box stands for, such as the list of notices it acknowledges. */
  detailsId?: string;
  /** Writes the tick to the consent trail. */
  log: () => void;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

function Tick({ id, checked, missingId, detailsId, log, onChange, children }: TickProps) {
  const describedBy = [detailsId, missingId].filter(Boolean).join(' ');
  return (
    <div className="ui-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
          // The consent trail keeps the words and the documents ticked; the form never waits for it.
          if (event.target.checked) log();
        }}
        aria-invalid={missingId ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

/**
 * The booking notices of the trip (getBookingAd): each term the law or the fare makes the traveller accept has a box
 * of its own, and the notices that are only to be read are listed under one box that acknowledges them all.
 */
export function BookingNotices({ notices, agreed, missing, t, onAgree, onRetry }: BookingNoticesProps) {
  const id = useId();
  const { consents, information } = typeof notices === 'object' ? groupNotices(notices) : { consents: [], information: [] };
  const missingId = (key: string) => (missing.has(key) ? `${id}-missing` : undefined);
  const agreeWords = t('passengers.notices.agree');
  const readWords = t('passengers.notices.read');
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
      {consents.map((notice) => (
        <Tick
          key={notice.protocolKey}
          id={`${id}-${notice.protocolKey}`}
          checked={agreed.has(notice.protocolKey)}
          missingId={missingId(notice.protocolKey)}
          log={() => logTick(`${notice.protocolKey}: ${agreeWords} ${notice.protocolName} <${notice.protocolUrl}>`)}
          onChange={(checked) => onAgree(notice.protocolKey, checked)}
        >
          {agreeWords}{' '}
          <a href={notice.protocolUrl} target="_blank" rel="noopener noreferrer">
            {notice.protocolName}
          </a>
        </Tick>
      ))}
      {information.length > 0 && (
        <>
          <Tick
            id={`${id}-${READ_NOTICES}`}
            checked={agreed.has(READ_NOTICES)}
            missingId={missingId(READ_NOTICES)}
            detailsId={`${id}-read-list`}
            // The key and address of each notice fit the trail's 500 characters where all their names might not.
            log={() => logTick(`${READ_NOTICES}: ${readWords} ${information.map((notice) => `${notice.protocolKey} <${notice.protocolUrl}>`).join(', ')}`)}
            onChange={(checked) => onAgree(READ_NOTICES, checked)}
          >
            {readWords}
          </Tick>
          <ul id={`${id}-read-list`} className="psg-notice-list">
            {information.map((notice) => (
              <li key={notice.protocolKey}>
                <a href={notice.protocolUrl} target="_blank" rel="noopener noreferrer">
                  {notice.protocolName}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <FieldError id={`${id}-missing`} message={missing.size > 0 ? t('passengers.notices.required') : undefined} />
    </fieldset>
  );
}
