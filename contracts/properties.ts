import { Type, type Static } from 'typebox';
import { SEARCH_MAX } from '../domain/text-length.ts';
import { MAX_PAGE_SIZE, PROPERTY_PAGE_SIZE } from '../domain/pagination.ts';
import { DateTimeText, Nullable, PropertyId, ZeroOne } from './common.ts';
import { PhasePayload, PhaseRef } from './phases.ts';
import { UserSummary } from './users.ts';
import { UploadPayload } from './uploads.ts';
import { ChecklistItemPayload } from './dashboard.ts';

export const PropertyParams = Type.Object({ id: PropertyId });

export const PropertyListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PROPERTY_PAGE_SIZE }),
  deleted: Type.Optional(ZeroOne),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  /**
   * Keyset paging for programs: a property id, or empty for the start of the list. The page holds
   * the properties added before that one, newest first by id; `page` is then not allowed.
   */
  after: Type.Optional(
    Type.String({
      pattern: '^[0-9]{0,10}$',
      description:
        'Keyset paging: the properties added before this property id (empty: from the newest), newest first by id.',
    }),
  ),
  /** The other way: the `page_size` properties added just after that one (empty: the oldest), still newest first. */
  before: Type.Optional(
    Type.String({
      pattern: '^[0-9]{0,10}$',
      description:
        'Keyset paging backwards: the properties added just after this property id (empty: the oldest ones), listed newest first.',
    }),
  ),
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
  /** With `after` or `before` only: the matches beyond the cursor in that direction, this page included. */
  remaining: Type.Optional(Type.Integer()),
});
export type Pagination = Static<typeof Pagination>;

export const PropertyListResponse = Type.Object({
  properties: Type.Array(PropertyPayload),
  pagination: Pagination,
  user: UserSummary,
});
export type PropertyListResponse = Static<typeof PropertyListResponse>;

/** Vault documents by category, as spec 01 §3's `data.uploads` lists them. */
export const UploadIdList = Type.Array(PropertyId, { maxItems: 1000, uniqueItems: true });
export const PropertyUploadsByCategory = Type.Object({
  uncategorised: Type.Array(UploadPayload),
  leasehold_agreement: Type.Array(UploadPayload),
  /** The returned searches pack; kept apart, and never moved by `PUT /property/{id}`. */
  searches: Type.Array(UploadPayload),
});

/**
 * `PUT /property/{id}` (spec 01 §7): `{data}`, the property's data as the client holds it. Only
 * `data.uploads` is taken (which vault documents are the leasehold agreement, which are
 * uncategorised); `data` says explicitly that it takes other keys, which are read-only here and
 * ignored (each has its own call), and the route passes on `uploads` alone.
 */
export const PropertyDataBody = Type.Object({
  data: Type.Object(
    {
      uploads: Type.Optional(
        Type.Object({ uncategorised: Type.Optional(UploadIdList), leasehold_agreement: Type.Optional(UploadIdList) }),
      ),
    },
    { additionalProperties: true },
  ),
});
export type PropertyDataBody = Static<typeof PropertyDataBody>;

/** One form's standing for the viewer (spec 01 §3 "Questionnaire completion"). */
export const QuestionnaireCompletionPayload = Type.Object({
  id: Type.Integer(),
  completion: Type.Integer(),
  signed: Type.Boolean(),
  all_signed: Type.Boolean(),
  some_signed: Type.Boolean(),
  /** The form counts as done for the phase (complete, or "no enquiries"). */
  accepted: Type.Boolean(),
});

/** The property with its phase's checklist, each form's completion (keyed by questionnaire id) and its documents by category. */
const { complete: _optionalComplete, ...alwaysPresent } = PropertyPayload.properties;
export const PropertyDetailPayload = Type.Object({
  ...alwaysPresent,
  complete: Type.Integer(),
  questionnaire_completion: Type.Record(Type.String({ pattern: '^[0-9]+$' }), QuestionnaireCompletionPayload),
  check_list_items: Type.Array(ChecklistItemPayload),
  data: Type.Object({ uploads: PropertyUploadsByCategory }),
});
export type PropertyDetailPayload = Static<typeof PropertyDetailPayload>;
