/** A tax or charge of one flight, in the base currency's minor units. */
export interface TaxLine {
  readonly code: string;
  readonly amount: number;
}

/**
 * Departure taxes by the country of the departure airport, in yuan fen: the
 * demo's approximations of airport and government charges (code per IATA usage).
 */
const DEPARTURE_TAXES: Readonly<Record<string, readonly TaxLine[]>> = {
  CN: [{ code: 'CN', amount: 9000 }],
  HK: [
    { code: 'HK', amount: 11000 },
    { code: 'I5', amount: 4500 },
  ],
  MO: [{ code: 'MO', amount: 10000 }],
  TW: [{ code: 'TW', amount: 10000 }],
  JP: [
    { code: 'SW', amount: 13000 },
    { code: 'OI', amount: 5000 },
  ],
  KR: [{ code: 'BP', amount: 14000 }],
  GB: [
    { code: 'GB', amount: 80000 },
    { code: 'UB', amount: 27000 },
  ],
  AU: [
    { code: 'AU', amount: 32000 },
    { code: 'WY', amount: 30000 },
  ],
  NZ: [{ code: 'NZ', amount: 15000 }],
  US: [
    { code: 'US', amount: 18000 },
    { code: 'XA', amount: 3000 },
    { code: 'AY', amount: 4000 },
  ],
  CA: [
    { code: 'CA', amount: 16000 },
    { code: 'SQ', amount: 15000 },
  ],
  FR: [
    { code: 'FR', amount: 25000 },
    { code: 'QX', amount: 20000 },
  ],
  DE: [
    { code: 'DE', amount: 32000 },
    { code: 'RA', amount: 28000 },
  ],
  NL: [
    { code: 'CJ', amount: 22000 },
    { code: 'RN', amount: 10000 },
  ],
  IT: [
    { code: 'IT', amount: 24000 },
    { code: 'HB', amount: 10000 },
  ],
};

const OTHER_COUNTRIES: readonly TaxLine[] = [{ code: 'XT', amount: 15000 }];

/** The carrier-imposed surcharge, shown as its own line where a site asks (ca). */
export const CARRIER_SURCHARGE_CODE = 'YQ';

export function departureTaxes(country: string): readonly TaxLine[] {
  return DEPARTURE_TAXES[country] ?? OTHER_COUNTRIES;
}

/** The carrier surcharge of a flight: more on long international flights. */
export function carrierSurcharge(km: number, international: boolean): TaxLine {
  return { code: CARRIER_SURCHARGE_CODE, amount: international ? (km > 6000 ? 90000 : 45000) : 0 };
}
