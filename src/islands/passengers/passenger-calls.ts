import { getBookingNotices } from '../../domain/api/content.ts';
import type { CallInput } from '../../domain/api/operation.ts';
import { getSavedPassenger, listSavedContacts, listSavedPassengers, saveSavedContact, saveSavedPassenger } from '../../domain/api/saved-data.ts';
import type { Notice } from '../../domain/content/booking-notices.ts';
import { PROTOCOL_TYPE } from '../../domain/content/notice-kinds.ts';
import type { Lang } from '../../domain/languages.ts';
import type { SavedContact } from '../../domain/saved-data/saved-contact.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import { storefrontApi } from '../../stores/api.ts';

/**
 * The calls of the passengers page. The member's own data is asked for inline:
 * a member whose login has ended meanwhile books on as a guest instead of being
 * sent away from the trip.
 */
export function passengerCalls(site: string, lang: Lang) {
  const api = () => storefrontApi();
  const params = { site, lang };
  return {
    async savedPassengers(): Promise<SavedPassenger[]> {
      return (await api().call(listSavedPassengers, { params }, { inline: true })).pList;
    },
    /** One saved passenger or earlier traveller in full, to fill a form with. */
    async passengerDetail(id: { psgId: string } | { pastId: string }): Promise<SavedPassenger> {
      return (await api().call(getSavedPassenger, { params, query: id }, { inline: true, concurrent: true })).passenger;
    },
    async savePassenger(body: CallInput<typeof saveSavedPassenger>['body']): Promise<SavedPassenger> {
      return (await api().call(saveSavedPassenger, { params, body }, { inline: true, concurrent: true })).passenger;
    },
    async savedContacts(): Promise<SavedContact[]> {
      return (await api().call(listSavedContacts, { params, query: { origin: 'booking' } }, { inline: true })).data;
    },
    async saveContact(body: CallInput<typeof saveSavedContact>['body']): Promise<SavedContact> {
      return (await api().call(saveSavedContact, { params, body }, { inline: true })).contact;
    },
    /** The basic booking notices of the trip, to be agreed to here (the additions' notices belong to the extras page). */
    async notices(trip: { readonly international: boolean; readonly airports: readonly string[] }): Promise<Notice[]> {
      const body = { type: 'booking', intl: trip.international ? '1' : '0', airports: [...trip.airports] } as const;
      const reply = await api().call(getBookingNotices, { params, body });
      return reply.data.filter((notice) => notice.protocolType === PROTOCOL_TYPE.basic);
    },
  };
}

export type PassengerCalls = ReturnType<typeof passengerCalls>;
