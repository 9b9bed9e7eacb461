import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE, PROPERTY_PAGE_SIZE } from '../domain/pagination.ts';
import { DateTimeText, Nullable, PropertyId, ZeroOne } from './common.ts';
import { PhasePayload, PhaseRef } from './phases.ts';
import { UserSummary } from './users.ts';

export const PropertyParams = Type.Object({ id: PropertyId });

export const PropertyListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PROPERTY_PAGE_SIZE }),
  deleted: Type.Optional(ZeroOne),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PropertyListQuery = Static<typeof PropertyListQuery>;

/** What the viewer may do with the property, decided by the API from `domain/capabilities.ts`. */
export const PropertyCapabilitiesPayload = Type.Object({
  invite_seller: Type.Boolean(),
  invite_solicitor: Type.Boolean(),
  invite_agent: Type.Boolean(),
  view_completion: Type.Boolean(),
  view_meta: Type.Boolean(),
});
export type PropertyCapabilitiesPayload = Static<typeof PropertyCapabilitiesPayload>;

/**
 * A property as one viewer receives it (spec 01 §3). The optional fields are present only when
 * `domain/field-visibility.ts` lets the viewer see them; absent is "not yours to see", never null.
 */
export const PropertyPayload = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  postcode: Type.String(),
  title_number: Nullable(Type.String()),
  friendlyId: Type.String(),
  created_at: DateTimeText,
  /** The same moment in epoch milliseconds, as spec 01 §3 lists it. */
  created_at_js: Type.Number(),
  deleted_at: Nullable(DateTimeText),
  is_seller: Type.Boolean(),
  num_sellers: Type.Integer(),
  owner_id: Nullable(Type.String()),
  owner_name: Nullable(Type.String()),
  searches_requested: Type.Boolean(),
  ta6_part1_active: Type.Boolean(),
  viewer_can: PropertyCapabilitiesPayload,
  complete: Type.Optional(Type.Integer()),
  phase: Type.Optional(PhasePayload),
  completed_phases: Type.Optional(Type.Array(PhaseRef)),
  /** Epoch seconds of the latest sign-in of any seller. */
  last_sign_in: Type.Optional(Nullable(Type.Integer())),
  user_emails: Type.Optional(Type.Array(Type.String())),
  agencies_names: Type.Optional(Type.Array(Type.String())),
  solicitors_names: Type.Optional(Type.Array(Type.String())),
});
export type PropertyPayload = Static<typeof PropertyPayload>;

export const Pagination = Type.Object({
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

export const PropertyListResponse = Type.Object({
  properties: Type.Array(PropertyPayload),
  pagination: Pagination,
  user: UserSummary,
});
export type PropertyListResponse = Static<typeof PropertyListResponse>;
