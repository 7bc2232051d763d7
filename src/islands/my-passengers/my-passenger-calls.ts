import type { CallInput } from '../../domain/api/operation.ts';
import { deleteSavedPassenger, getSavedPassenger, listSavedPassengers, saveSavedPassenger } from '../../domain/api/saved-data.ts';
import type { Lang } from '../../domain/languages.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import { storefrontApi } from '../../stores/api.ts';
import type { PassengerRef } from './passenger-ref.ts';

/** The calls of the saved-passengers pages; a login that has ended sends the member to log in again (spec 8's 401). */
export function myPassengerCalls(site: string, lang: Lang) {
  const api = () => storefrontApi();
  const params = { site, lang };
  return {
    async list(): Promise<SavedPassenger[]> {
      return (await api().call(listSavedPassengers, { params })).pList;
    },
    async detail(ref: PassengerRef): Promise<SavedPassenger> {
      const query = ref.kind === 'saved' ? { psgId: ref.id } : { pastId: ref.id };
      return (await api().call(getSavedPassenger, { params, query })).passenger;
    },
    async save(body: CallInput<typeof saveSavedPassenger>['body']): Promise<SavedPassenger> {
      return (await api().call(saveSavedPassenger, { params, body })).passenger;
    },
    async remove(psgId: string): Promise<void> {
      await api().call(deleteSavedPassenger, { params, body: { psgId } });
    },
  };
}

export type MyPassengerCalls = ReturnType<typeof myPassengerCalls>;
