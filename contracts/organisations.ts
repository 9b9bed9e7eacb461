import { Type, type Static } from 'typebox';
import { Nullable, OrganisationId, OrganisationTypeCode, ZeroOne } from './common.ts';
import { PhaseRef } from './phases.ts';

export const OrganisationParams = Type.Object({ id: OrganisationId });

/** An organisation as `GET /organisation/{id}` sends it (spec 02 §3.3). */
export const OrganisationPayload = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: OrganisationTypeCode,
  type_name: Type.String(),
  parent_name: Nullable(Type.String()),
  credits: Type.Integer(),
  ta6_trial: ZeroOne,
  default_phase: Nullable(PhaseRef),
  num_agents: Type.Integer(),
  num_agencies: Type.Integer(),
  num_properties: Type.Integer(),
  /** Whether it lists properties on the portal, so the add-property wizard offers the portal step. */
  uses_portal: Type.Boolean(),
});
export type OrganisationPayload = Static<typeof OrganisationPayload>;

/** The organisation block inside a user record: enough to name it and show its credits. */
export const OrganisationSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: OrganisationTypeCode,
  credits: Type.Integer(),
  parent_name: Type.Optional(Nullable(Type.String())),
  /** The theme of the organisation's brand (its own for a brand); sent with the signed-in user's own record. */
  theme_key: Type.Optional(Nullable(Type.String())),
});
export type OrganisationSummary = Static<typeof OrganisationSummary>;
