import type { Formatters, Translate } from './format.ts';
import type { FamilyDetail } from './shop-calls.ts';

interface Props {
  readonly families: readonly FamilyDetail[];
  readonly cabinName: string;
  readonly onSelect: (family: FamilyDetail) => void;
  readonly t: Translate;
  readonly f: Formatters;
}

/**
 * The fare families of a cabin side by side, with what each includes, before one is chosen. On a phone each family's
 * column reads as a card swiped sideways, every cell saying its rule (data-label), as the row headers are out of sight.
 */
export function FareFamilies({ families, cabinName, onSelect, t, f }: Props) {
  const fee = (money: FamilyDetail['rules']['changeFee']) =>
    money === null ? t('shop.rules.notAllowed') : money.amount === 0 ? t('shop.rules.free') : t('shop.rules.fee', { price: f.money(money) });
  const rows: { label: string; value: (family: FamilyDetail) => string }[] = [
    {
      label: t('shop.rules.bags'),
      value: (x) => (x.rules.checkedBags === 0 ? t('shop.rules.noBags') : t('shop.rules.bagsValue', { count: x.rules.checkedBags, kg: x.rules.bagKg })),
    },
    { label: t('shop.rules.change'), value: (x) => fee(x.rules.changeFee) },
    { label: t('shop.rules.refund'), value: (x) => fee(x.rules.refundFee) },
    { label: t('shop.rules.seat'), value: (x) => (x.rules.seatSelection === 'free' ? t('shop.rules.seatFree') : t('shop.rules.seatPaid')) },
    { label: t('shop.rules.miles'), value: (x) => t('shop.rules.milesValue', { percent: x.rules.milesPercent }) },
    { label: t('shop.rules.seatsLeft'), value: (x) => String(x.seatsLeft) },
  ];
  return (
    <div className="shop-families">
      <table>
        <caption>{t('shop.families', { cabin: cabinName })}</caption>
        <thead>
          <tr>
            <td />
            {families.map((family) => (
              <th key={family.id} scope="col">
                {t(`shop.family.${family.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">
                <span className="shop-family-rule">{row.label}</span>
              </th>
              {families.map((family) => (
                <td key={family.id} data-label={row.label}>
                  {row.value(family)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="shop-family-rule">{t('shop.rules.price')}</span>
            </th>
            {families.map((family) => (
              <td key={family.id} data-label={t('shop.rules.price')}>
                <strong>{f.money(family.saleTotal)}</strong>
                <button type="button" className="ui-button ui-primary" onClick={() => onSelect(family)}>
                  {t('shop.select', { family: t(`shop.family.${family.id}`) })}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
