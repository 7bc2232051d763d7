import type { AwardQuote } from '../../domain/mileage/schemas.ts';
import { AwardBaggage } from './AwardBaggage.tsx';
import { AwardPriceTable } from './AwardPriceTable.tsx';
import type { AwardFormat, Translate } from './award-format.ts';

export type QuoteLoad = { state: 'loading' } | { state: 'ready'; quote: AwardQuote } | { state: 'failed'; message: string };

interface Props {
  readonly load: QuoteLoad;
  /** The words of a balance short of the miles (error.milesShort). */
  readonly short: string;
  readonly onContinue: () => void;
  readonly t: Translate;
  readonly f: AwardFormat;
}

/** The award priced for the party (getItaTicketPrice): miles, taxes, baggage and the balance, and the way on to the travellers. */
export function AwardSummary({ load, short, onContinue, t, f }: Props) {
  return (
    <section className="award-summary" aria-labelledby="award-summary-title" aria-busy={load.state === 'loading'}>
      <h2 id="award-summary-title">{t('mileage.quote.heading')}</h2>
      {/* One live region: "pricing", then the total once priced, so that the choice of the last cell is answered. */}
      <p role="status" className={load.state === 'ready' ? 'visually-hidden' : undefined}>
        {load.state === 'loading'
          ? t('mileage.quote.loading')
          : load.state === 'ready'
            ? t('mileage.quote.totalLine', { miles: load.quote.totalMiles, taxes: f.money(load.quote.totalTaxes) })
            : ''}
      </p>
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      {load.state === 'ready' && (
        <>
          <AwardPriceTable quote={load.quote} t={t} f={f} />
          <AwardBaggage quote={load.quote} t={t} f={f} />
          {load.quote.balance < load.quote.totalMiles ? (
            <p role="alert" className="ui-error">
              {short}
            </p>
          ) : (
            <button type="button" className="ui-button ui-primary award-continue" onClick={onContinue}>
              {t('mileage.quote.continue')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
