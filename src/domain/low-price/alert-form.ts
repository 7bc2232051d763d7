import { currencyExponent } from '../money.ts';
import type { AlertBody } from './schemas.ts';

/** The alert form of my/subscribelowprice as the page holds it: text and counts, before AlertBodySchema checks it. */
export interface AlertForm {
  readonly origin: string;
  readonly destination: string;
  readonly tripType: 1 | 2;
  readonly departFrom: string;
  /** The last departure day watched; empty for one day. */
  readonly departTo: string;
  readonly returnDate: string;
  readonly cabin: 0 | 1 | 2 | 3;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  readonly nonstopOnly: boolean;
  /** In the site currency's major units as typed ("450", "450.50"); empty: tell me of any drop. */
  readonly targetPrice: string;
  readonly keepWatching: boolean;
  readonly email: string;
}

/**
 * A typed price in a currency's minor units: NaN when it is not a plain positive amount with at most the
 * currency's decimals (a comma is taken as the decimal mark too), so that the schema names the field.
 */
export function minorUnits(text: string, currency: string): number {
  const exponent = currencyExponent(currency);
  const plain = text.trim().replace(',', '.');
  const pattern = exponent === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${exponent}})?$`);
  if (!pattern.test(plain)) return Number.NaN;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** A price in minor units as the form shows it to be changed: major units, without grouping. */
export function majorUnitsText(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return exponent === 0 ? String(amount) : (amount / 10 ** exponent).toFixed(exponent);
}

/** What the form sends to Subscribe; AlertBodySchema checks it, in the page and again in the API. */
export function alertBodyOf(form: AlertForm, currency: string): Record<keyof AlertBody, unknown> {
  const round = form.tripType === 2;
  return {
    origin: form.origin,
    destination: form.destination,
    tripType: form.tripType,
    departFrom: form.departFrom,
    departTo: form.departTo === '' ? undefined : form.departTo,
    returnDate: round ? form.returnDate : undefined,
    stayDays: undefined,
    cabin: form.cabin,
    adults: form.adults,
    children: form.children,
    infants: form.infants,
    targetPrice: form.targetPrice.trim() === '' ? null : minorUnits(form.targetPrice, currency),
    flightScheme: form.nonstopOnly ? 2 : 1,
    keepWatching: form.keepWatching,
    email: form.email.trim(),
    orderType: 1,
  };
}
