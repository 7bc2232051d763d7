/** Identity-document types a passenger may travel on (spec 3). */
export const CERTIFICATE_TYPES = [
  'PP',
  'NI',
  'RP',
  'FI',
  'IP',
  'AG',
  'AB',
  'AC',
  'AD',
  'WR',
  'ZG',
  'JG',
  'SB',
  'HX',
  'TW',
  'HM',
  'TT',
  'HY',
  'WJ',
  'HR',
  'BC',
  'SD',
  'IC',
  'YJ',
  'PF',
] as const;

export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** Documents an international trip accepts: a passport. */
export const INTERNATIONAL_DOCUMENTS = ['PP'] as const satisfies readonly CertificateType[];

/** Older systems send P for a passport. */
const ALIASES: Readonly<Record<string, CertificateType>> = { P: 'PP' };

/** The certificate type a code stands for, with aliases resolved; undefined when unknown. */
export function certificateType(code: string): CertificateType | undefined {
  const upper = code.trim().toUpperCase();
  const resolved = ALIASES[upper] ?? upper;
  return (CERTIFICATE_TYPES as readonly string[]).includes(resolved) ? (resolved as CertificateType) : undefined;
}

/** Types whose number holds the holder's birth date (Chinese resident identity numbers). */
export const BIRTH_DATE_CERTIFICATES: readonly CertificateType[] = ['NI', 'FI', 'HR'];
