import { useId } from 'react';
import type { Invoice } from '../../domain/business/business-accounts.ts';
import type { Translate } from './order-format.ts';

/** Who a business traveller's invoice is made out to: the company's title, tax number and address. */
export function InvoiceDetails({ invoice, t }: { invoice: Invoice | null; t: Translate }) {
  const id = useId();
  if (!invoice) return null;
  return (
    <section className="order-section" aria-labelledby={id}>
      <h2 id={id}>{t('order.invoice.heading')}</h2>
      <dl className="order-facts">
        <dt>{t('order.invoice.title')}</dt>
        <dd>{invoice.title}</dd>
        <dt>{t('order.invoice.taxId')}</dt>
        <dd>{invoice.taxId}</dd>
        <dt>{t('order.invoice.address')}</dt>
        <dd>{invoice.address}</dd>
        <dt>{t('order.invoice.company')}</dt>
        <dd>{invoice.companyCode}</dd>
      </dl>
    </section>
  );
}
