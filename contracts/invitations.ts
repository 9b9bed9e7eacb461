import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, OrganisationId, PropertyId, UserId } from './common.ts';

/** Contracts of invitations and property management (spec 02 §4.6, §4.7, §7). */

const Email = Type.String({ minLength: 1, maxLength: 320 });
/** The one-letter theme id of the inviter's app (spec 02 §9); the property's own brand theme wins. */
const ThemeId = Type.Optional(Type.String({ minLength: 1, maxLength: 1 }));

export const PropertyIdParams = Type.Object({ id: PropertyId });

/** An invited seller (spec 02 §3.3). `id` is the user's id once they accepted, else `invitation-{n}`. */
export const InvitedSeller = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  email: Type.String(),
  last_activity: Nullable(DateTimeText),
  accepted: Type.Boolean(),
  invited_at: Nullable(DateTimeText),
});
export type InvitedSeller = Static<typeof InvitedSeller>;

export const InvitedSellersResponse = Type.Object({ sellers: Type.Array(InvitedSeller), max_sellers: Type.Integer() });
export type InvitedSellersResponse = Static<typeof InvitedSellersResponse>;

export const InviteSellerBody = Type.Object({ email: Email, theme: ThemeId });
export type InviteSellerBody = Static<typeof InviteSellerBody>;

export const InviteSellerResponse = Type.Object({ seller: InvitedSeller, num_sellers: Type.Integer() });
export type InviteSellerResponse = Static<typeof InviteSellerResponse>;

export const SellerParams = Type.Object({
  id: PropertyId,
  sellerId: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9._:@|-]+$' }),
});

export const RemoveSellerResponse = Type.Object({ id: Type.String(), num_sellers: Type.Integer() });
export type RemoveSellerResponse = Static<typeof RemoveSellerResponse>;

/**
 * Inviting a solicitor or an agent: an existing person (`person_id`, spec 02 §7's solicitor_id /
 * agent_id) or a new one (name and email); an organisation from the offered list or a new one by name.
 */
export const InvitePersonBody = Type.Object({
  theme: ThemeId,
  organisation_id: Type.Optional(OrganisationId),
  organisation_name: Type.Optional(Type.String({ maxLength: 200 })),
  person_id: Type.Optional(UserId),
  /** Spec 02 §7's names of `person_id`: `{solicitor_id, theme}` on `/invitesolicitor`, `{agent_id, theme}` on `/inviteagent`. */
  solicitor_id: Type.Optional(UserId),
  agent_id: Type.Optional(UserId),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
});
export type InvitePersonBody = Static<typeof InvitePersonBody>;

export const OrganisationRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export const PersonRef = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });
export type PersonRef = Static<typeof PersonRef>;

export const InvitePersonResponse = Type.Object({
  organisation: OrganisationRef,
  invited: Type.Object({ name: Type.String(), email: Type.String() }),
});
export type InvitePersonResponse = Static<typeof InvitePersonResponse>;

export const InviteOptionsParams = Type.Object({
  id: PropertyId,
  kind: Type.Union([Type.Literal('solicitor'), Type.Literal('agent')]),
});

/**
 * What the invite solicitor / agent screen offers: the property's firm or agency when it has one
 * (then the selection is hidden), else the organisations to choose from; the people of each.
 */
export const InviteOptionsResponse = Type.Object({
  current: Nullable(OrganisationRef),
  organisations: Type.Array(OrganisationRef),
  people: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), organisation_id: Type.Integer() }),
  ),
});
export type InviteOptionsResponse = Static<typeof InviteOptionsResponse>;

export const AcceptInvitationBody = Type.Object({
  token: Type.Optional(Type.String({ minLength: 16, maxLength: 100 })),
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/** The properties the invitations gave the caller; `property_id` is the one of the token, when one was sent. */
export const AcceptInvitationResponse = Type.Object({
  property_id: Nullable(Type.Integer()),
  properties: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type AcceptInvitationResponse = Static<typeof AcceptInvitationResponse>;

export const DeletedPropertyResponse = Type.Object({ id: Type.Integer(), deleted_at: DateTimeText });
export type DeletedPropertyResponse = Static<typeof DeletedPropertyResponse>;

/** Who may be made owner or creator of a property (spec 02 §4.7), and who is now. */
export const PropertyOwnersResponse = Type.Object({
  owner_id: Nullable(Type.String()),
  creator_id: Nullable(Type.String()),
  people: Type.Array(PersonRef),
});
export type PropertyOwnersResponse = Static<typeof PropertyOwnersResponse>;

export const SetOwnerBody = Type.Object({ owner_id: UserId });
export const SetCreatorBody = Type.Object({ creator_id: UserId });
