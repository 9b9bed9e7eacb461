import type {
  InvitedSeller as InvitedSellerPayload,
  InviteOptionsResponse,
  PropertyOwnersResponse,
} from '../../../contracts/invitations.ts';
import type {
  InvitedSeller,
  InviteOptions,
  MutationResolvers,
  PropertyOwners,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { numericId } from '../viewer.ts';

/** Invitations and property management (spec 02 §4.6, §4.7): REST payloads renamed to the schema's fields. */

function sellerOf(seller: InvitedSellerPayload): InvitedSeller {
  return {
    id: seller.id,
    name: seller.name,
    email: seller.email,
    lastActivity: seller.last_activity,
    accepted: seller.accepted,
    invitedAt: seller.invited_at,
  };
}

function optionsOf(options: InviteOptionsResponse): InviteOptions {
  const choice = (organisation: { id: number; name: string }) => ({
    id: String(organisation.id),
    name: organisation.name,
  });
  return {
    current: options.current ? choice(options.current) : null,
    organisations: options.organisations.map(choice),
    people: options.people.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      organisationId: String(person.organisation_id),
    })),
  };
}

function ownersOf(propertyId: number, owners: PropertyOwnersResponse): PropertyOwners {
  return { id: String(propertyId), ownerId: owners.owner_id, creatorId: owners.creator_id, people: owners.people };
}

const KIND = { SOLICITOR: 'solicitor', AGENT: 'agent' } as const;

export const invitationQueries: Pick<QueryResolvers, 'invitedSellers' | 'inviteOptions' | 'propertyOwners'> = {
  invitedSellers: async (_parent, { propertyId }, { rest }) => {
    const answer = await rest.invitedSellers(numericId(propertyId, 'Property'));
    return { sellers: answer.sellers.map(sellerOf), maxSellers: answer.max_sellers };
  },
  inviteOptions: async (_parent, { propertyId, kind }, { rest }) =>
    optionsOf(await rest.inviteOptions(numericId(propertyId, 'Property'), KIND[kind])),
  propertyOwners: async (_parent, { propertyId }, { rest }) => {
    const id = numericId(propertyId, 'Property');
    return ownersOf(id, await rest.propertyOwners(id));
  },
};

type InvitationMutations = Pick<
  MutationResolvers,
  | 'inviteSeller'
  | 'resendSellerInvite'
  | 'removeSeller'
  | 'inviteSolicitor'
  | 'inviteAgent'
  | 'acceptInvitations'
  | 'deleteProperty'
  | 'setPropertyOwner'
  | 'setPropertyCreator'
>;

const invitePerson =
  (kind: 'solicitor' | 'agent'): NonNullable<MutationResolvers['inviteSolicitor']> =>
  async (_parent, { input }, { rest }) => {
    const propertyId = numericId(input.propertyId, 'Property');
    const answer = await rest.invitePerson(kind, propertyId, {
      theme: input.theme ?? undefined,
      organisation_id: input.organisationId ? numericId(input.organisationId, 'Organisation') : undefined,
      organisation_name: input.organisationName ?? undefined,
      person_id: input.personId ?? undefined,
      name: input.name ?? undefined,
      email: input.email ?? undefined,
    });
    return {
      organisation: { id: String(answer.organisation.id), name: answer.organisation.name },
      name: answer.invited.name,
      email: answer.invited.email,
    };
  };

export const invitationMutations: InvitationMutations = {
  inviteSeller: async (_parent, { propertyId, email, theme }, { rest }) => {
    const id = numericId(propertyId, 'Property');
    const answer = await rest.inviteSeller(id, { email, theme: theme ?? undefined });
    return { seller: sellerOf(answer.seller), property: await rest.property(id) };
  },
  resendSellerInvite: async (_parent, { propertyId, sellerId }, { rest }) =>
    sellerOf(await rest.resendSellerInvite(numericId(propertyId, 'Property'), sellerId)),
  removeSeller: async (_parent, { propertyId, sellerId }, { rest }) => {
    const id = numericId(propertyId, 'Property');
    const answer = await rest.removeSeller(id, sellerId);
    return { id: answer.id, property: await rest.property(id) };
  },
  inviteSolicitor: invitePerson('solicitor'),
  inviteAgent: invitePerson('agent'),
  acceptInvitations: async (_parent, { token }, { rest }) => {
    const answer = await rest.acceptInvitations(token ? { token } : {});
    return {
      propertyId: answer.property_id === null ? null : String(answer.property_id),
      properties: answer.properties,
    };
  },
  deleteProperty: async (_parent, { id }, { rest }) => {
    const answer = await rest.deleteProperty(numericId(id, 'Property'));
    return { id: String(answer.id), deletedAt: answer.deleted_at };
  },
  setPropertyOwner: async (_parent, { propertyId, userId }, { rest }) => {
    const id = numericId(propertyId, 'Property');
    return ownersOf(id, await rest.setPropertyPerson(id, 'owner', userId));
  },
  setPropertyCreator: async (_parent, { propertyId, userId }, { rest }) => {
    const id = numericId(propertyId, 'Property');
    return ownersOf(id, await rest.setPropertyPerson(id, 'creator', userId));
  },
};
