import { NAME_FIELDS } from '../../domain/saved-data/passenger-names.ts';
import type { NameLayout } from '../../domain/sites.ts';

/** The page's controls are named `{FIELD_ID_PREFIX}-{issue key with a dash}`, so that the error summary can link to them. */
export const FIELD_ID_PREFIX = 'psg';

export interface PassengerSummaryIssue {
  /** The issue's key: `{passenger index}.{field}`, `contact.{field}` or `notices.{key}`. */
  readonly key: string;
  /** The id of the control (or, for the notices, of the block) to link to. */
  readonly target: string;
  readonly label: string;
}

export interface SummaryLabels {
  readonly field: (index: number, field: string) => string;
  readonly contact: (field: string) => string;
  readonly notices: string;
}

// The order of the fields on the page.
const PASSENGER_ORDER = [
  'sex',
  'birthday',
  'nationality',
  'documentType',
  'documentNumber',
  'documentIssuer',
  'documentExpiry',
  'ffpAirline',
  'ffpNumber',
  'infantOf',
];
const CONTACT_ORDER = ['contactName', 'areaCode', 'phone', 'email'];

/**
 * The page's issues in the order their fields come on the page (each traveller's fields, the contact, then the
 * notices), each with the id to link to; the unticked notices are one item, as they are one block.
 */
export function summaryIssues(issues: Readonly<Record<string, unknown>>, layout: NameLayout, labels: SummaryLabels): PassengerSummaryIssue[] {
  const fieldOrder = [...NAME_FIELDS[layout], ...PASSENGER_ORDER];
  const place = (key: string): [number, number] => {
    const [head, field] = key.split('.');
    if (head === 'notices') return [Number.MAX_SAFE_INTEGER, 0];
    if (head === 'contact') return [Number.MAX_SAFE_INTEGER - 1, CONTACT_ORDER.indexOf(field)];
    return [Number(head), fieldOrder.indexOf(field)];
  };
  const sorted = Object.keys(issues).sort((a, b) => {
    const [pa, fa] = place(a);
    const [pb, fb] = place(b);
    return pa - pb || fa - fb;
  });
  const items: PassengerSummaryIssue[] = [];
  for (const key of sorted) {
    const [head, field] = key.split('.');
    if (head === 'notices') {
      if (!items.some((item) => item.key.startsWith('notices.'))) items.push({ key, target: `${FIELD_ID_PREFIX}-notices`, label: labels.notices });
    } else if (head === 'contact') items.push({ key, target: `${FIELD_ID_PREFIX}-contact-${field}`, label: labels.contact(field) });
    else items.push({ key, target: `${FIELD_ID_PREFIX}-${head}-${field}`, label: labels.field(Number(head), field) });
  }
  return items;
}
