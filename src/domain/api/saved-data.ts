import { ContactListQuerySchema, SavedContactIdSchema, SavedContactListSchema, SavedContactReplySchema } from '../saved-data/saved-contact.ts';
import { SavedContactBodySchema } from '../saved-data/saved-contact-body.ts';
import {
  DeletedReplySchema,
  PassengerDetailQuerySchema,
  SavedPassengerBodySchema,
  SavedPassengerIdSchema,
  SavedPassengerListSchema,
  SavedPassengerReplySchema,
} from '../saved-data/saved-passenger.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/** A member's saved passengers (svcPcPassenger) and contacts (ct) of spec 7; another member's ids are not found. */
const TAG = 'Saved data';
const notFound = { notFound: 'No such passenger or contact of this member' } as const;

export const listSavedPassengers = defineOperation({
  id: 'listSavedPassengers',
  method: 'get',
  path: '/svcPcPassenger/:site/:lang/getSvcPcPassenger',
  tag: TAG,
  summary: "The member's saved passengers, then the travellers of their latest orders not saved yet; names in the site's layout, document numbers masked",
  auth: 'member',
  params: SitePathSchema,
  reply: SavedPassengerListSchema,
  replies: 'pList',
});

export const getSavedPassenger = defineOperation({
  id: 'getSavedPassenger',
  method: 'get',
  path: '/svcPcPassenger/:site/:lang/getSvcPcPassengerDetail',
  tag: TAG,
  summary: 'One saved passenger (psgId) or traveller of an earlier order (pastId) of the member, with the document number in full',
  auth: 'member',
  params: SitePathSchema,
  query: PassengerDetailQuerySchema,
  reply: SavedPassengerReplySchema,
  replies: 'The passenger',
  errors: notFound,
});

export const saveSavedPassenger = defineOperation({
  id: 'saveSavedPassenger',
  method: 'post',
  path: '/svcPcPassenger/:site/:lang/modify',
  tag: TAG,
  summary:
    "Adds a passenger (no psgId; someone saved already with the same name and birthday is changed instead) or changes one, under the shared passenger rules in the site's name layout",
  auth: 'member',
  params: SitePathSchema,
  body: SavedPassengerBodySchema,
  reply: SavedPassengerReplySchema,
  replies: 'The passenger as saved',
  errors: { ...notFound, passengerLimit: 'The member keeps the most passengers allowed' },
});

export const deleteSavedPassenger = defineOperation({
  id: 'deleteSavedPassenger',
  method: 'post',
  path: '/svcPcPassenger/:site/:lang/delete',
  tag: TAG,
  summary: 'Deletes a saved passenger of the member',
  auth: 'member',
  params: SitePathSchema,
  body: SavedPassengerIdSchema,
  reply: DeletedReplySchema,
  replies: 'Deleted',
  errors: notFound,
});

export const listSavedContacts = defineOperation({
  id: 'listSavedContacts',
  method: 'get',
  path: '/ct/:site/:lang/getContactList',
  tag: TAG,
  summary: "The member's saved contacts: for the booking pages (origin=booking) the one added or changed last first, else in the order added",
  auth: 'member',
  params: SitePathSchema,
  query: ContactListQuerySchema,
  reply: SavedContactListSchema,
  replies: 'The contacts',
});

export const getSavedContact = defineOperation({
  id: 'getSavedContact',
  method: 'get',
  path: '/ct/:site/:lang/getContact',
  tag: TAG,
  summary: 'One saved contact of the member',
  auth: 'member',
  params: SitePathSchema,
  query: SavedContactIdSchema,
  reply: SavedContactReplySchema,
  replies: 'The contact',
  errors: notFound,
});

export const saveSavedContact = defineOperation({
  id: 'saveSavedContact',
  method: 'post',
  path: '/ct/:site/:lang/modifyContact',
  tag: TAG,
  summary: 'Adds a contact (no cpId; the same contact saved already is kept once) or changes one, under the shared contact rules',
  auth: 'member',
  params: SitePathSchema,
  body: SavedContactBodySchema,
  reply: SavedContactReplySchema,
  replies: 'The contact as saved',
  errors: { ...notFound, contactLimit: 'The member keeps the most contacts allowed' },
});

export const deleteSavedContact = defineOperation({
  id: 'deleteSavedContact',
  method: 'post',
  path: '/ct/:site/:lang/deleteContact',
  tag: TAG,
  summary: 'Deletes a saved contact of the member',
  auth: 'member',
  params: SitePathSchema,
  body: SavedContactIdSchema,
  reply: DeletedReplySchema,
  replies: 'Deleted',
  errors: notFound,
});
