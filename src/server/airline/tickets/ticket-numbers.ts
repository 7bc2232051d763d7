import type { Transaction } from '../../db/connect.ts';

/** The home airline's three-digit accounting code, the first part of each of its ticket numbers. */
export const HOME_AIRLINE_ACCOUNTING_CODE = '784';
export const TICKET_SERIAL_DIGITS = 10;
/** A ticket holds at most four flight coupons; a longer trip gets conjunction tickets. */
export const COUPONS_PER_TICKET = 4;

/** A ticket number: the accounting code and a ten-digit serial. */
export function ticketNumber(serial: bigint | number, accountingCode = HOME_AIRLINE_ACCOUNTING_CODE): string {
  const text = String(serial);
  if (text.length > TICKET_SERIAL_DIGITS) throw new Error('Ticket serials are exhausted');
  return `${accountingCode}${text.padStart(TICKET_SERIAL_DIGITS, '0')}`;
}

/** The next `count` ticket numbers, from the database's sequence so that every server draws different ones, in one statement. */
export async function nextTicketNumbers(tx: Transaction, count: number): Promise<string[]> {
  const rows = await tx.query<{ serial: string }>("select nextval('ticket_serial')::text as serial from generate_series(1, $1)", [count]);
  return rows.map((row) => ticketNumber(BigInt(row.serial)));
}
