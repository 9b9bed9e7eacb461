import { Type, type TSchema } from 'typebox';
import { REST_ERROR_CODES } from './errors.ts';
import { OneOf, OrganisationId, PropertyId, UserId } from './common.ts';
import { PhaseConfigPayload } from './admin.ts';
import { ActionPlanPayload } from './dashboard.ts';
import { OrganisationPayload } from './organisations.ts';
import { PropertyPortalResponse } from './portal.ts';
import { PropertyPayload } from './properties.ts';
import { PublicRecordsResponse } from './public-records.ts';
import { VaultPayload } from './uploads.ts';
import { UserDetail } from './users.ts';

/**
 * Batch reads (`GET /api/batch/<things>?ids=1,2,3`): the gateway's DataLoaders ask for every key
 * of a query in one call. Each id is answered as its single read would answer it, so an id the
 * caller may not see is a 404 entry beside the others, never a leak and never a failed batch.
 */
export const MAX_BATCH_IDS = 100;

/** Comma-separated ids; their form and count are checked by the route, which names what is wrong. */
export const BatchQuery = Type.Object({ ids: Type.String({ maxLength: 30_000 }) });

/** Why one id of a batch has no value: the status and error its single read would have sent. */
export const BatchEntryError = Type.Object({
  status: Type.Integer(),
  code: OneOf(REST_ERROR_CODES),
  message: Type.String(),
});

/** One entry per distinct id asked for, in the order asked: `value` when found, else `error`. */
function BatchResponse<I extends TSchema, S extends TSchema>(id: I, value: S) {
  return Type.Object({
    results: Type.Array(Type.Object({ id, value: Type.Optional(value), error: Type.Optional(BatchEntryError) })),
  });
}

export const PropertyBatch = BatchResponse(PropertyId, PropertyPayload);
export const VaultBatch = BatchResponse(PropertyId, VaultPayload);
export const ActionPlanBatch = BatchResponse(PropertyId, ActionPlanPayload);
export const UserBatch = BatchResponse(UserId, UserDetail);
export const OrganisationBatch = BatchResponse(OrganisationId, OrganisationPayload);
export const PhaseConfigBatch = BatchResponse(OrganisationId, PhaseConfigPayload);
export const PublicRecordsBatch = BatchResponse(PropertyId, PublicRecordsResponse);
export const PortalLinkBatch = BatchResponse(PropertyId, PropertyPortalResponse);
