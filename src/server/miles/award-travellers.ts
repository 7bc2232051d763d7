import { type CalendarDate, compareDates, parseDate } from '../../domain/calendar.ts';
import type { AwardTraveller } from '../../domain/mileage/schemas.ts';
import { INTERNATIONAL_DOCUMENTS } from '../../domain/reference/certificates.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';
import { formFieldsOf, passengerTypeOn } from '../../domain/saved-data/passenger-fields.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { AppError } from '../errors.ts';
import type { SavedPassengers } from '../saved-data/saved-passengers.ts';

interface Certificate {
  readonly type: string;
  readonly number: string;
  readonly issuer: string;
  readonly expiry: string;
}

/** A saved passenger's documents: the first one of the form, then the further certificates. */
function certificatesOf(passenger: SavedPassenger): Certificate[] {
  const first =
    passenger.documentType && passenger.documentNumber
      ? [{ type: passenger.documentType, number: passenger.documentNumber, issuer: passenger.documentIssuer ?? '', expiry: passenger.documentExpiry ?? '' }]
      : [];
  return [...first, ...(passenger.certificates ?? [])];
}

/** Whether a certificate lets its holder fly a trip: a passport abroad, any document within the domestic region, valid on the day. */
function accepts(certificate: Certificate, domestic: boolean, on: CalendarDate): boolean {
  const expiry = parseDate(certificate.expiry);
  if (!expiry || compareDates(expiry, on) < 0) return false;
  return domestic || (INTERNATIONAL_DOCUMENTS as readonly string[]).includes(certificate.type);
}

/**
 * Who an award may be booked for (spec 7 getMemPsgs): the member's saved passengers, the member among them when one
 * carries the member's own frequent-flyer number, each with a certificate the trip accepts; none is noPsg.
 */
export function createAwardTravellers(deps: { savedPassengers: SavedPassengers }) {
  return {
    async list(member: { id: number; memberNo: string }, layout: NameLayout, domestic: boolean, today: CalendarDate): Promise<AwardTraveller[]> {
      const saved = (await deps.savedPassengers.list(member.id, layout)).filter((p) => p.psgId !== null);
      const travellers = saved.flatMap((passenger): AwardTraveller[] => {
        const certificates = certificatesOf(passenger).filter((c) => accepts(c, domestic, today));
        if (!passenger.psgId || certificates.length === 0) return [];
        return [
          {
            psgId: passenger.psgId,
            name: passenger.name,
            birthday: passenger.birthday,
            self: passenger.ffpNumber === member.memberNo,
            certificates: certificates.map(({ type, number, expiry }) => ({ type, number, expiry })),
          },
        ];
      });
      if (travellers.length === 0) throw new AppError('noPsg');
      return travellers;
    },

    /**
     * The chosen travellers as an order's passenger forms: each one's saved fields with the first certificate the trip
     * accepts as the document, and the type the birthday fits on the first day of travel. One without such a
     * certificate is noPsg; an unknown id, notFound.
     */
    async forOrder(
      memberId: number,
      layout: NameLayout,
      psgIds: readonly string[],
      trip: { domestic: boolean; firstDeparture: CalendarDate; lastDeparture: CalendarDate },
    ): Promise<{ type: PassengerType; fields: Record<string, string> }[]> {
      const chosen = [];
      for (const psgId of psgIds) {
        const passenger = await deps.savedPassengers.detail(memberId, layout, { psgId });
        const document = certificatesOf(passenger).find((c) => accepts(c, trip.domestic, trip.lastDeparture));
        if (!document) throw new AppError('noPsg');
        const type = passengerTypeOn(passenger.birthday, trip.firstDeparture) ?? 'ADT';
        chosen.push({
          type,
          fields: {
            ...formFieldsOf(passenger),
            documentType: document.type,
            documentNumber: document.number,
            documentIssuer: document.issuer,
            documentExpiry: document.expiry,
          },
        });
      }
      return chosen;
    },
  };
}

export type AwardTravellers = ReturnType<typeof createAwardTravellers>;
