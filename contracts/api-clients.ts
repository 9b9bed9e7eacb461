import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, OneOf, OrganisationId } from './common.ts';

/** An integrator's API client as the admin panel lists it; the secret never appears here. */
export const ApiClientPayload = Type.Object({
  client_id: Type.String(),
  name: Type.String(),
  organisation_id: Type.Integer(),
  organisation_name: Type.String(),
  status: OneOf(['active', 'revoked'] as const),
  /** False for a client registered at an external issuer (it has no secret here). */
  has_secret: Type.Boolean(),
  created_by: Nullable(Type.String()),
  created_at: DateTimeText,
  revoked_at: Nullable(DateTimeText),
  last_used_at: Nullable(DateTimeText),
});
export type ApiClientPayload = Static<typeof ApiClientPayload>;
export const ApiClientList = Type.Array(ApiClientPayload);
export type ApiClientList = Static<typeof ApiClientList>;

/**
 * `POST /admin/api-clients`. The name is checked after trimming (1–100 characters). Give
 * `external_client_id` to register a client of an external issuer instead of generating a secret.
 */
export const CreateApiClientBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  organisation_id: OrganisationId,
  external_client_id: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type CreateApiClientBody = Static<typeof CreateApiClientBody>;

/** The created client and, once only, its secret (null for an external client). */
export const CreatedApiClient = Type.Object({ client: ApiClientPayload, client_secret: Nullable(Type.String()) });
export type CreatedApiClient = Static<typeof CreatedApiClient>;

export const ApiClientParams = Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 255 }) });
