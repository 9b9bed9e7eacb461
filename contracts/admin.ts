import { Type, type Static } from 'typebox';
import { EMAIL_MAX, NAME_MAX, SEARCH_MAX } from '../domain/text-length.ts';
import {
  DateTimeText,
  Nullable,
  OneOf,
  OrganisationId,
  OrganisationTypeCode,
  RoleCode,
  UserId,
  ZeroOne,
} from './common.ts';
import { PhaseRef } from './phases.ts';
import { PropertyPayload } from './properties.ts';

/** A row of the brands, agencies and solicitors' firms tables (spec 02 §3.3 Organisation). */
export const OrganisationListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: OrganisationTypeCode,
  type_name: Type.String(),
  parent_id: Nullable(Type.Integer()),
  parent_name: Nullable(Type.String()),
  credits: Type.Integer(),
  ta6_trial: ZeroOne,
  default_phase: Nullable(PhaseRef),
  num_agents: Type.Integer(),
  num_agencies: Type.Integer(),
  num_properties: Type.Integer(),
  uses_portal: Type.Boolean(),
});
export type OrganisationListItem = Static<typeof OrganisationListItem>;
export const OrganisationList = Type.Array(OrganisationListItem);
export type OrganisationList = Static<typeof OrganisationList>;

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX });

/** `POST /agency`: a brand admin's agency goes under their brand; an administrator names the brand. */
export const AddAgencyBody = Type.Object({
  name: Name,
  brand: Type.Optional(Nullable(OrganisationId)),
  default_phase: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
});
export type AddAgencyBody = Static<typeof AddAgencyBody>;

/** `POST /solicitorsfirm`. */
export const AddFirmBody = Type.Object({ name: Name, brand: Type.Optional(Nullable(OrganisationId)) });
export type AddFirmBody = Static<typeof AddFirmBody>;

/** `PUT /agency/{id}` and `PUT /solicitorsfirm/{id}`. */
export const UpdateOrganisationBody = Type.Object({ new_ta6_trial: Type.Union([ZeroOne, Type.Boolean()]) });
export type UpdateOrganisationBody = Static<typeof UpdateOrganisationBody>;

/** The kinds of agent an agent can be added as; each is a role (spec 02 §6, colour-coded in the table). */
export const AGENT_TYPES = ['agent', 'brand', 'simple', 'admin'] as const;
export const AgentType = OneOf(AGENT_TYPES);
export type AgentType = Static<typeof AgentType>;

/** `POST /agent`. */
export const AddAgentBody = Type.Object({
  name: Name,
  email: Email,
  agency: OrganisationId,
  agentType: Type.Optional(AgentType),
});
export type AddAgentBody = Static<typeof AddAgentBody>;

/** `POST /solicitor`. */
export const AddSolicitorBody = Type.Object({ name: Name, email: Email, firm: OrganisationId });
export type AddSolicitorBody = Static<typeof AddSolicitorBody>;

/** A row of the agents, solicitors and movers tables (spec 02 §3.3 Person). */
export const PersonListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: RoleCode,
  organisation: Nullable(Type.Integer()),
  organisation_name: Nullable(Type.String()),
  date_registered: Nullable(DateTimeText),
  last_activity: Nullable(DateTimeText),
  num_properties: Type.Integer(),
  accepted_tcs: Type.Boolean(),
});
export type PersonListItem = Static<typeof PersonListItem>;
export const PersonList = Type.Array(PersonListItem);
export type PersonList = Static<typeof PersonList>;

export const AgentParams = Type.Object({ id: UserId });

/** `PUT /agent/{id}/organisation`: the agent's properties go to the take-over agent when one is named. */
export const AgentOrganisationBody = Type.Object({
  organisation_id: OrganisationId,
  take_over_agent_id: Type.Optional(Nullable(UserId)),
});
export type AgentOrganisationBody = Static<typeof AgentOrganisationBody>;

/** `PUT /agent/{id}/transfer-remove`. */
export const TransferRemoveBody = Type.Object({ new_agent_id: UserId });
export type TransferRemoveBody = Static<typeof TransferRemoveBody>;

/** What moving or removing an agent did. */
export const AgentChangeResult = Type.Object({ agent: PersonListItem, properties_transferred: Type.Integer() });
export type AgentChangeResult = Static<typeof AgentChangeResult>;

/** `GET /users/search?email`: a part of an email address, matched case-insensitively. */
export const UserSearchQuery = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX }) });
export const UserSearchResult = Type.Array(
  Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), role: RoleCode }),
);
export type UserSearchResult = Static<typeof UserSearchResult>;

/** `GET /organisation/{id}/phase-config` (spec 02 §3.3 phase_config). */
export const PhaseConfigPayload = Type.Object({
  phases: Type.Array(PhaseRef),
  questionnaires: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      sections: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          groups: Type.Array(
            Type.Object({
              id: Type.Integer(),
              name: Type.String(),
              questions: Type.Array(
                Type.Object({
                  id: Type.String(),
                  question: Type.String(),
                  type: Type.String(),
                  /** Phase id → whether the question is asked in it. */
                  enabled_in_phase: Type.Record(Type.String(), Type.Boolean()),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PhaseConfigPayload = Static<typeof PhaseConfigPayload>;

/** `GET /admin/properties`: the admin properties list with server-side filters (spec 02 §7 Property list, §9.1). */
export const AdminPropertyListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  deleted: Type.Optional(ZeroOne),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  created_after: Type.Optional(DateTimeText),
  created_before: Type.Optional(DateTimeText),
  all_fields: Type.Optional(ZeroOne),
  /** A JSON object of filter name → chosen value, names and values from filter_options. */
  filters: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type AdminPropertyListQuery = Static<typeof AdminPropertyListQuery>;

export const FilterOption = Type.Object({
  name: Type.String(),
  label: Type.String(),
  values: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
export type FilterOption = Static<typeof FilterOption>;

export const AdminPropertyRow = Type.Object({
  ...PropertyPayload.properties,
  predicted_weeks: Nullable(Type.Integer()),
  current_complexity: Nullable(Type.Integer()),
  passport_id: Type.String(),
  earliest_seller_added: Nullable(DateTimeText),
});
export type AdminPropertyRow = Static<typeof AdminPropertyRow>;

export const AdminPropertyListResponse = Type.Object({
  properties: Type.Array(AdminPropertyRow),
  pagination: Type.Object({
    page: Type.Integer(),
    page_size: Type.Integer(),
    total: Type.Integer(),
    total_pages: Type.Integer(),
  }),
  filter_options: Type.Array(FilterOption),
});
export type AdminPropertyListResponse = Static<typeof AdminPropertyListResponse>;
