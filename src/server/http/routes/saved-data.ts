import type { Hono } from 'hono';
import {
  ContactListQuerySchema,
  SavedContactBodySchema,
  SavedContactIdSchema,
  SavedContactListSchema,
  SavedContactReplySchema,
} from '../../../domain/saved-data/saved-contact.ts';
import {
  DeletedReplySchema,
  PassengerDetailQuerySchema,
  SavedPassengerBodySchema,
  SavedPassengerIdSchema,
  SavedPassengerListSchema,
  SavedPassengerReplySchema,
} from '../../../domain/saved-data/saved-passenger.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { SavedContacts } from '../../saved-data/saved-contacts.ts';
import type { SavedPassengers } from '../../saved-data/saved-passengers.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requireMember } from '../require-member.ts';

const TAG = 'Saved data';
const guest = { 401: { description: 'Not logged in', schema: FailureSchema } };
const badInput = { 400: { description: 'Bad input with field codes', schema: FailureSchema } };
const notFound = { 404: { description: 'No such passenger or contact of this member', schema: FailureSchema } };

/** The member's saved passengers (svcPcPassenger) and contacts (ct) of spec 7. */
export function savedDataRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { passengers: SavedPassengers; contacts: SavedContacts; sessions: Sessions },
): void {
  const { passengers, contacts, sessions } = deps;

  registry.add(
    app,
    {
      method: 'get',
      path: '/svcPcPassenger/:site/:lang/getSvcPcPassenger',
      tag: TAG,
      summary: "The member's saved passengers, then the travellers of their latest orders not saved yet; names in the site's layout, document numbers masked",
      params: SitePathSchema,
      responses: { 200: { description: 'pList', schema: SavedPassengerListSchema }, ...guest },
    },
    async (c, { params }) => c.json({ pList: await passengers.list(await requireMember(c, sessions), params.site.nameLayout) }),
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/svcPcPassenger/:site/:lang/getSvcPcPassengerDetail',
      tag: TAG,
      summary: 'One saved passenger (psgId) or traveller of an earlier order (pastId) of the member, with the document number in full',
      params: SitePathSchema,
      query: PassengerDetailQuerySchema,
      responses: { 200: { description: 'The passenger', schema: SavedPassengerReplySchema }, ...badInput, ...guest, ...notFound },
    },
    async (c, { params, query }) => c.json({ passenger: await passengers.detail(await requireMember(c, sessions), params.site.nameLayout, query) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPcPassenger/:site/:lang/modify',
      tag: TAG,
      summary:
        "Adds a passenger (no psgId; someone saved already with the same name and birthday is changed instead) or changes one, under the shared passenger rules in the site's name layout",
      params: SitePathSchema,
      body: SavedPassengerBodySchema,
      responses: {
        200: { description: 'The passenger as saved', schema: SavedPassengerReplySchema },
        ...badInput,
        ...guest,
        ...notFound,
        409: { description: 'passengerLimit: the member keeps the most passengers allowed', schema: FailureSchema },
      },
    },
    async (c, { params, body }) => c.json({ passenger: await passengers.modify(await requireMember(c, sessions), params.site.nameLayout, body) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPcPassenger/:site/:lang/delete',
      tag: TAG,
      summary: 'Deletes a saved passenger of the member',
      params: SitePathSchema,
      body: SavedPassengerIdSchema,
      responses: { 200: { description: 'Deleted', schema: DeletedReplySchema }, ...badInput, ...guest, ...notFound },
    },
    async (c, { body }) => {
      await passengers.remove(await requireMember(c, sessions), body.psgId);
      return c.json({ deleted: true as const });
    },
  );

  registry.add(
    app,
    {
      method: 'get',
      path: '/ct/:site/:lang/getContactList',
      tag: TAG,
      summary: "The member's saved contacts: for the booking pages (origin=booking) the one added or changed last first, else in the order added",
      params: SitePathSchema,
      query: ContactListQuerySchema,
      responses: { 200: { description: 'The contacts', schema: SavedContactListSchema }, ...badInput, ...guest },
    },
    async (c, { query }) => c.json({ data: await contacts.list(await requireMember(c, sessions), query.origin) }),
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/ct/:site/:lang/getContact',
      tag: TAG,
      summary: 'One saved contact of the member',
      params: SitePathSchema,
      query: SavedContactIdSchema,
      responses: { 200: { description: 'The contact', schema: SavedContactReplySchema }, ...badInput, ...guest, ...notFound },
    },
    async (c, { query }) => c.json({ contact: await contacts.detail(await requireMember(c, sessions), query.cpId) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/ct/:site/:lang/modifyContact',
      tag: TAG,
      summary: 'Adds a contact (no cpId; the same contact saved already is kept once) or changes one, under the shared contact rules',
      params: SitePathSchema,
      body: SavedContactBodySchema,
      responses: {
        200: { description: 'The contact as saved', schema: SavedContactReplySchema },
        ...badInput,
        ...guest,
        ...notFound,
        409: { description: 'contactLimit: the member keeps the most contacts allowed', schema: FailureSchema },
      },
    },
    async (c, { body }) => c.json({ contact: await contacts.modify(await requireMember(c, sessions), body) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/ct/:site/:lang/deleteContact',
      tag: TAG,
      summary: 'Deletes a saved contact of the member',
      params: SitePathSchema,
      body: SavedContactIdSchema,
      responses: { 200: { description: 'Deleted', schema: DeletedReplySchema }, ...badInput, ...guest, ...notFound },
    },
    async (c, { body }) => {
      await contacts.remove(await requireMember(c, sessions), body.cpId);
      return c.json({ deleted: true as const });
    },
  );
}
