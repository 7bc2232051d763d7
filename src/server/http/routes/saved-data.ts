import {
  deleteSavedContact,
  deleteSavedPassenger,
  getSavedContact,
  getSavedPassenger,
  listSavedContacts,
  listSavedPassengers,
  saveSavedContact,
  saveSavedPassenger,
} from '../../../domain/api/saved-data.ts';
import type { Router } from '../router.ts';

/** The member's saved passengers and contacts; the registry has checked the login, so `member` is the caller. */
export const savedDataRoutes: Router = (routes, { savedPassengers, savedContacts }) => {
  routes.handle(listSavedPassengers, async (_c, { params, member }) => ({ pList: await savedPassengers.list(member, params.site.nameLayout) }));
  routes.handle(getSavedPassenger, async (_c, { params, query, member }) => ({
    passenger: await savedPassengers.detail(member, params.site.nameLayout, query),
  }));
  routes.handle(saveSavedPassenger, async (_c, { params, body, member }) => ({
    passenger: await savedPassengers.modify(member, params.site.nameLayout, body),
  }));
  routes.handle(deleteSavedPassenger, async (_c, { body, member }) => {
    await savedPassengers.remove(member, body.psgId);
    return { deleted: true as const };
  });
  routes.handle(listSavedContacts, async (_c, { query, member }) => ({ data: await savedContacts.list(member, query.origin) }));
  routes.handle(getSavedContact, async (_c, { query, member }) => ({ contact: await savedContacts.detail(member, query.cpId) }));
  routes.handle(saveSavedContact, async (_c, { body, member }) => ({ contact: await savedContacts.modify(member, body) }));
  routes.handle(deleteSavedContact, async (_c, { body, member }) => {
    await savedContacts.remove(member, body.cpId);
    return { deleted: true as const };
  });
};
