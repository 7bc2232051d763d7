import type { CallInput } from '../../domain/api/operation.ts';
import { deleteSavedContact, getSavedContact, listSavedContacts, saveSavedContact } from '../../domain/api/saved-data.ts';
import type { Lang } from '../../domain/languages.ts';
import type { SavedContact } from '../../domain/saved-data/saved-contact.ts';
import { storefrontApi } from '../../stores/api.ts';

/**
 * The calls of the saved-contacts pages. They are not inline: these pages are
 * the member's own, so a login that has ended sends the visitor to log in again.
 */
export function contactCalls(site: string, lang: Lang) {
  const api = () => storefrontApi();
  const params = { site, lang };
  return {
    /** In the order they were added, so that a change does not move a contact on the page. */
    async list(): Promise<SavedContact[]> {
      return (await api().call(listSavedContacts, { params, query: { origin: 'member' } })).data;
    },
    async get(cpId: string): Promise<SavedContact> {
      return (await api().call(getSavedContact, { params, query: { cpId } })).contact;
    },
    async save(body: CallInput<typeof saveSavedContact>['body']): Promise<SavedContact> {
      return (await api().call(saveSavedContact, { params, body })).contact;
    },
    async remove(cpId: string): Promise<void> {
      await api().call(deleteSavedContact, { params, body: { cpId } }, { concurrent: true });
    },
  };
}

export type ContactCalls = ReturnType<typeof contactCalls>;
