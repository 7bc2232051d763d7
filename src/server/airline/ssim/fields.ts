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

/** HHMM of a day, 0000 to 2359, as minutes after midnight. */
export function parseTime(text: string): number | undefined {
  if (!/^\d{4}$/.test(text)) return undefined;
  const hours = Number(text.slice(0, 2));
  const minutes = Number(text.slice(2));
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

/** Aircraft configuration/version: compartment letters each followed by a seat count (J28W24Y228). */
export function parseConfiguration(text: string): Record<string, number> | undefined {
  const trimmed = text.trim();
  if (!/^([A-Z]\d{1,3})+$/.test(trimmed)) return undefined;
  const seats: Record<string, number> = {};
  for (const [, letter, count] of trimmed.matchAll(/([A-Z])(\d{1,3})/g)) {
    if (letter in seats) return undefined;
    seats[letter] = Number(count);
  }
  return seats;
}

export function formatConfiguration(seats: Readonly<Record<string, number>>): string {
  return Object.entries(seats)
    .map(([letter, count]) => `${letter}${count}`)
    .join('');
}
