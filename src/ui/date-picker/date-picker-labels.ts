import type { DatePickerLabels } from './DatePicker.tsx';

/** The picker's words from the page's messages (`ui.date.*`); `choose` names the button where a form has several. */
export function datePickerLabels(t: (key: string) => string, choose = t('ui.date.choose')): DatePickerLabels {
  return { choose, year: t('ui.date.year'), month: t('ui.date.month'), day: t('ui.date.day'), format: t('ui.date.format'), keys: t('ui.date.keys') };
}
