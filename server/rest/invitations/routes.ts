import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  DeletedPropertyResponse,
  InvitedSeller,
  InvitedSellersResponse,
  InviteOptionsParams,
  InviteOptionsResponse,
  InvitePersonBody,
  InvitePersonResponse,
  InviteSellerBody,
  InviteSellerResponse,
  PropertyIdParams,
  PropertyOwnersResponse,
  RemoveSellerResponse,
  SellerParams,
  SetCreatorBody,
  SetOwnerBody,
} from '../../../contracts/invitations.ts';
import { createdReplies, replies } from '../../../contracts/replies.ts';
import { MAX_SELLERS } from '../../../domain/invitations.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { acceptInvitations } from '../../use-cases/invitations/accept-invitations.ts';
import { inviteOptions } from '../../use-cases/invitations/invite-options.ts';
import { invitePerson } from '../../use-cases/invitations/invite-person.ts';
import { inviteSeller } from '../../use-cases/invitations/invite-seller.ts';
import { listInvitedSellers } from '../../use-cases/invitations/list-invited-sellers.ts';
import { removeSeller } from '../../use-cases/invitations/remove-seller.ts';
import { resendSellerInvite } from '../../use-cases/invitations/resend-seller-invite.ts';
import { deleteProperty } from '../../use-cases/invitations/delete-property.ts';
import { propertyOwners } from '../../use-cases/invitations/read-property-owners.ts';
import { setPropertyPerson } from '../../use-cases/invitations/set-property-person.ts';

/** The name the invitation mail gives for whoever sent it. */
function inviterOf(request: FastifyRequest): string {
  const record = request.viewerRecord;
  return record?.display_name || record?.email || 'Someone';
}

/** Invitations (spec 02 §4.6, §7) and the property management of the admin manage screen (§4.7). */
export const invitationRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/inviteseller/:id',
    {
      schema: { params: PropertyIdParams, body: InviteSellerBody, response: createdReplies(InviteSellerResponse) },
      config: { access: 'INVITE_SELLER' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inviteSeller(deps, viewerOf(request), inviterOf(request), request.params.id, request.body)),
  );
  app.get(
    '/property/:id/invitedsellers',
    {
      schema: { params: PropertyIdParams, response: replies(InvitedSellersResponse) },
      config: { access: 'INVITE_SELLER' },
    },
    async (request) => ({
      sellers: await listInvitedSellers(deps, viewerOf(request), request.params.id),
      max_sellers: MAX_SELLERS,
    }),
  );
  app.delete(
    '/property/:id/seller/:sellerId',
    { schema: { params: SellerParams, response: replies(RemoveSellerResponse) }, config: { access: 'INVITE_SELLER' } },
    async (request) => removeSeller(deps, viewerOf(request), request.params.id, request.params.sellerId),
  );
  app.post(
    '/property/:id/seller/:sellerId/resend',
    { schema: { params: SellerParams, response: replies(InvitedSeller) }, config: { access: 'INVITE_SELLER' } },
    async (request) =>
      resendSellerInvite(deps, viewerOf(request), inviterOf(request), request.params.id, request.params.sellerId),
  );
  app.get(
    '/property/:id/invite-options/:kind',
    {
      schema: { params: InviteOptionsParams, response: replies(InviteOptionsResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => inviteOptions(db, viewerOf(request), request.params.id, request.params.kind),
  );
  app.post(
    '/invitesolicitor/:id',
    {
      schema: { params: PropertyIdParams, body: InvitePersonBody, response: createdReplies(InvitePersonResponse) },
      config: { access: 'INVITE_SOLICITOR' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitePerson(deps, viewerOf(request), inviterOf(request), 'solicitor', request.params.id, request.body),
        ),
  );
  app.post(
    '/inviteagent/:id',
    {
      schema: { params: PropertyIdParams, body: InvitePersonBody, response: createdReplies(InvitePersonResponse) },
      config: { access: 'INVITE_AGENT' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitePerson(deps, viewerOf(request), inviterOf(request), 'agent', request.params.id, request.body),
        ),
  );
  app.post(
    '/invitations/accept',
    {
      schema: { body: AcceptInvitationBody, response: replies(AcceptInvitationResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => acceptInvitations(db, request.identity!, viewerOf(request), request.body.token),
  );

  app.delete(
    '/property/:id',
    {
      schema: { params: PropertyIdParams, response: replies(DeletedPropertyResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) => deleteProperty(db, viewerOf(request), request.params.id),
  );
  // Spec 02 §7 lists owners and creators as two reads; one answer names the owner, the creator and the people either may be.
  for (const url of ['/property/:id/owners', '/property/:id/creators']) {
    app.get(
      url,
      {
        schema: { params: PropertyIdParams, response: replies(PropertyOwnersResponse) },
        config: { access: 'CREATE_PROPERTY' },
      },
      async (request) => propertyOwners(db, viewerOf(request), request.params.id),
    );
  }
  app.put(
    '/property/:id/owner',
    {
      schema: { params: PropertyIdParams, body: SetOwnerBody, response: replies(PropertyOwnersResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) => setPropertyPerson(db, viewerOf(request), request.params.id, 'owner_id', request.body.owner_id),
  );
  app.put(
    '/property/:id/creator',
    {
      schema: { params: PropertyIdParams, body: SetCreatorBody, response: replies(PropertyOwnersResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) =>
      setPropertyPerson(db, viewerOf(request), request.params.id, 'creator_id', request.body.creator_id),
  );
};
