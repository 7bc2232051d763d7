/**
 * Reading and writing the fixed-width fields of IATA SSIM Chapter 7 records.
 * Columns are 1-based and inclusive, as the SSIM manual numbers them.
 */
export const RECORD_LENGTH = 200;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export interface Field {
  readonly name: string;
  readonly from: number;
  readonly to: number;
}

export const field = (name: string, from: number, to: number): Field => ({ name, from, to });

export function cut(record: string, f: Field): string {
  return record.slice(f.from - 1, f.to);
}

/** Places a value in its columns: left-aligned and space-padded, or right-aligned with a pad character. */
export function place(record: string[], f: Field, value: string, align: 'left' | 'right' = 'left', pad = ' '): void {
  const width = f.to - f.from + 1;
  if (value.length > width) throw new Error(`${f.name} "${value}" is wider than ${width}`);
  const text = align === 'left' ? value.padEnd(width, pad) : value.padStart(width, pad);
  for (let i = 0; i < width; i++) record[f.from - 1 + i] = text[i];
}

export function blankRecord(): string[] {
  return Array.from({ length: RECORD_LENGTH }, () => ' ');
}

/** A SSIM date, DDMMMYY (01JAN27); "00XXX00" stands for an open end. */
export function parseSsimDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2]) + 1;
  const day = Number(match[1]);
  const year = 2000 + Number(match[3]);
  if (month === 0 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return { year, month, day };
}

export function formatSsimDate(date: { year: number; month: number; day: number }): string {
  return `${String(date.day).padStart(2, '0')}${MONTHS[date.month - 1]}${String(date.year % 100).padStart(2, '0')}`;
}

/** HHMM of a day, 0000 to 2359, as minutes after midnight; 2400 (the end of the day) too where `endOfDay` allows it. */
export function parseTime(text: string, endOfDay = false): number | undefined {
  if (!/^\d{4}$/.test(text)) return undefined;
  const hours = Number(text.slice(0, 2));
  const minutes = Number(text.slice(2));
  if (endOfDay && hours === 24 && minutes === 0) return 24 * 60;
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/** A UTC/local time variation, +HHMM or -HHMM, as minutes. */
export function parseUtcVariation(text: string): number | undefined {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (Number(match[2]) > 14 || Number(match[3]) >= 60) return undefined;
  return match[1] === '-' ? -minutes : minutes;
}

export function formatUtcVariation(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${formatTime(Math.abs(minutes))}`;
}

/** Days of operation: seven columns, each the day's number (1 Monday … 7 Sunday) or a space. */
export function parseDays(text: string): number[] | undefined {
  if (text.length !== 7) return undefined;
  const days: number[] = [];
  for (let i = 0; i < 7; i++) {
    if (text[i] === ' ') continue;
    if (text[i] !== String(i + 1)) return undefined;
    days.push(i + 1);
  }
  return days.length > 0 ? days : undefined;
}

export function formatDays(days: readonly number[]): string {
  return Array.from({ length: 7 }, (_, i) => (days.includes(i + 1) ? String(i + 1) : ' ')).join('');
}

/** What the aircraft configuration/version field says of a leg. */
export interface AircraftConfiguration {
  /** Seats per compartment letter. */
  readonly seats: Readonly<Record<string, number>>;
  /** Cargo positions: PP pallets, LL lower-deck containers. */
  readonly cargo: Readonly<Record<string, number>>;
  /** The aircraft version code after VV, if any. */
  readonly version: string;
}

const CARGO_CODES = ['PP', 'LL'];
/** Compartments with their seats, then cargo positions, then VV and a version code; or XX, "not stated". */
const CONFIGURATION = /^(?:XX|(?:[A-Z]\d{1,3}|(?:PP|LL)\d{1,3})+(?:VV[A-Z0-9]{1,14})?|VV[A-Z0-9]{1,14})$/;

/**
 * The aircraft configuration/version (ACV, bytes 173-192): compartment codes each followed by
 * their seats (J28W24Y228), for freighters and combis the cargo positions (PP10 pallets, LL8
 * lower-deck containers), optionally VV and the aircraft version code (Y118VV118). XX says the
 * configuration is not given. A blank field reads as nothing stated; undefined means malformed.
 */
export function parseConfiguration(text: string): AircraftConfiguration | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'XX') return { seats: {}, cargo: {}, version: '' };
  if (!CONFIGURATION.test(trimmed)) return undefined;
  const versionAt = trimmed.indexOf('VV');
  const body = versionAt < 0 ? trimmed : trimmed.slice(0, versionAt);
  const seats: Record<string, number> = {};
  const cargo: Record<string, number> = {};
  for (const [, code, count] of body.matchAll(/(PP|LL|[A-Z])(\d{1,3})/g)) {
    const into = CARGO_CODES.includes(code) ? cargo : seats;
    if (code in into) return undefined;
    into[code] = Number(count);
  }
  return { seats, cargo, version: versionAt < 0 ? '' : trimmed.slice(versionAt + 2) };
}

export function formatConfiguration(configuration: AircraftConfiguration): string {
  const counts = [...Object.entries(configuration.seats), ...Object.entries(configuration.cargo)].map(([code, count]) => `${code}${count}`).join('');
  return configuration.version ? `${counts}VV${configuration.version}` : counts;
}
