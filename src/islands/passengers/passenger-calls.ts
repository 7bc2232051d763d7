import * as v from 'valibot';
import { BookingAdReplySchema, PROTOCOL_TYPE, type Notice } from '../../domain/content/booking-notices.ts';
import { SavedContactListSchema, SavedContactReplySchema, type SavedContact } from '../../domain/saved-data/saved-contact.ts';
import { SavedPassengerListSchema, SavedPassengerReplySchema, type SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import { storefrontApi } from '../../stores/api.ts';

/**
 * The calls of the passengers page. The member's own data is asked for inline:
 * a member whose login has ended meanwhile books on as a guest instead of being
 * sent away from the trip.
 */
export function passengerCalls(site: string, lang: string) {
  const api = () => storefrontApi();
  const passengers = `/api/svcPcPassenger/${site}/${lang}`;
  const contacts = `/api/ct/${site}/${lang}`;
  return {
    async savedPassengers(): Promise<SavedPassenger[]> {
      return v.parse(SavedPassengerListSchema, await api().get(`${passengers}/getSvcPcPassenger`, { inline: true })).pList;
    },
    /** One saved passenger or earlier traveller in full, to fill a form with. */
    async passengerDetail(id: { psgId: string } | { pastId: string }): Promise<SavedPassenger> {
      return v.parse(SavedPassengerReplySchema, await api().get(`${passengers}/getSvcPcPassengerDetail`, { query: id, inline: true, concurrent: true }))
        .passenger;
    },
    async savePassenger(body: Readonly<Record<string, string>>): Promise<SavedPassenger> {
      return v.parse(SavedPassengerReplySchema, await api().post(`${passengers}/modify`, body, { inline: true, concurrent: true })).passenger;
    },
    async savedContacts(): Promise<SavedContact[]> {
      return v.parse(SavedContactListSchema, await api().get(`${contacts}/getContactList`, { query: { origin: 'booking' }, inline: true })).data;
    },
    async saveContact(body: Readonly<Record<string, string>>): Promise<SavedContact> {
      return v.parse(SavedContactReplySchema, await api().post(`${contacts}/modifyContact`, body, { inline: true })).contact;
    },
    /** The basic booking notices of the trip, to be agreed to here (the additions' notices belong to the extras page). */
    async notices(international: boolean): Promise<Notice[]> {
      const reply = v.parse(
        BookingAdReplySchema,
        await api().post(`/api/ad/getBookingAd/${site}/${lang}`, { type: 'booking', intl: international ? '1' : '0' }, { form: true }),
      );
      return reply.data.filter((notice) => notice.protocolType === PROTOCOL_TYPE.basic);
    },
  };
}

export type PassengerCalls = ReturnType<typeof passengerCalls>;
