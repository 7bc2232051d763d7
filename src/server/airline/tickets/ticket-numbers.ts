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
