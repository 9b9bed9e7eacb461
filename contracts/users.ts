import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, OrganisationId, RoleCode, UserId } from './common.ts';
import { OrganisationSummary } from './organisations.ts';

export const UserParams = Type.Object({ id: UserId });

/** The user block the properties list and `PUT /accept` return (spec 01 §3, §7). */
export const UserSummary = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  photoURL: Nullable(Type.String()),
  role: RoleCode,
  accepted_tcs: Type.Boolean(),
  organisation: Nullable(OrganisationSummary),
});
export type UserSummary = Static<typeof UserSummary>;

/** A property named in a user record; only properties the viewer may see are listed. */
export const PropertyRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type PropertyRef = Static<typeof PropertyRef>;

/** The user detail record (spec 02 §3.3). */
export const UserDetail = Type.Object({
  ...UserSummary.properties,
  name: Type.String(),
  date_registered: Nullable(DateTimeText),
  last_activity: Nullable(DateTimeText),
  properties: Type.Array(PropertyRef),
  /** Administrators only: whether an administrator has disabled the account (it cannot sign in). */
  disabled: Type.Optional(Type.Boolean()),
});
export type UserDetail = Static<typeof UserDetail>;

/**
 * The whole user object may be sent back (spec 01 §7, "whole user object"), so this body says
 * explicitly that it takes other fields: they are accepted and ignored, and the route passes on
 * only these (docs/decisions/0313-undeclared-input-is-refused.md).
 */
export const UserChangesBody = Type.Object(
  {
    displayName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
    // Shown as an image: only an https address, never javascript:, data: or a plain-http beacon.
    photoURL: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: '^https://[^\\s"\'<>\\\\]+$' }))),
    role: Type.Optional(RoleCode),
    organisation_id: Type.Optional(Nullable(OrganisationId)),
    /** Administrators only: a disabled user's sessions end and they can no longer sign in. */
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
export type UserChangesBody = Static<typeof UserChangesBody>;

export const AcceptTermsResponse = Type.Object({ user: UserSummary });
export type AcceptTermsResponse = Static<typeof AcceptTermsResponse>;
