import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionPlanBatch,
  BatchQuery,
  OrganisationBatch,
  PhaseConfigBatch,
  PortalLinkBatch,
  PropertyBatch,
  PublicRecordsBatch,
  UserBatch,
  VaultBatch,
} from '../../../contracts/batch.ts';
import { replies } from '../../../contracts/replies.ts';
import { viewerOf } from '../auth/authenticate.ts';
import { readPhaseConfigsBatch } from '../../use-cases/admin/read-phase-configs-batch.ts';
import { readActionPlansBatch } from '../../use-cases/dashboard/read-action-plans-batch.ts';
import { readOrganisationsBatch } from '../../use-cases/organisations/read-organisations-batch.ts';
import { readPortalLinksBatch } from '../../use-cases/portal/read-portal-links-batch.ts';
import { readPropertiesBatch } from '../../use-cases/properties/read-properties-batch.ts';
import { readPublicRecordsBatch } from '../../use-cases/public-records/read-public-records-batch.ts';
import { readVaultsBatch } from '../../use-cases/uploads/read-vaults-batch.ts';
import { readUsersBatch } from '../../use-cases/users/read-users-batch.ts';
import type { RestDeps } from '../deps.ts';
import { numericIds, userIds } from './batch-ids.ts';
import { batchEntries } from './batch-entries.ts';

/**
 * Batch reads: `GET /api/batch/<things>?ids=…`, one per single read the gateway's loaders make.
 * Each declares the access of its single route and calls its area's batch use case, which reads
 * every id in one statement with the tenancy rule in it and answers each id as the single read
 * would (server/use-cases/batch.ts); the token is checked and the viewer read once for the call.
 */
export const batchRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, uploads }) => {
  app.get(
    '/batch/properties',
    { schema: { querystring: BatchQuery, response: replies(PropertyBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: batchEntries(await readPropertiesBatch(db, viewerOf(request), numericIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/vaults',
    { schema: { querystring: BatchQuery, response: replies(VaultBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: batchEntries(await readVaultsBatch(db, uploads, viewerOf(request), numericIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/action-plans',
    { schema: { querystring: BatchQuery, response: replies(ActionPlanBatch) }, config: { access: 'VIEW_ACTION_PLAN' } },
    async (request) => ({
      results: batchEntries(await readActionPlansBatch(db, viewerOf(request), numericIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/users',
    { schema: { querystring: BatchQuery, response: replies(UserBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: batchEntries(await readUsersBatch(db, viewerOf(request), userIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/organisations',
    { schema: { querystring: BatchQuery, response: replies(OrganisationBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: batchEntries(await readOrganisationsBatch(db, viewerOf(request), numericIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/phase-configs',
    { schema: { querystring: BatchQuery, response: replies(PhaseConfigBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: batchEntries(await readPhaseConfigsBatch(db, viewerOf(request), numericIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/public-records',
    { schema: { querystring: BatchQuery, response: replies(PublicRecordsBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: batchEntries(await readPublicRecordsBatch(db, viewerOf(request), numericIds(request.query.ids))),
    }),
  );

  app.get(
    '/batch/portal-links',
    {
      schema: { querystring: BatchQuery, response: replies(PortalLinkBatch) },
      config: { access: 'VIEW_PROPERTY_META' },
    },
    async (request) => ({
      results: batchEntries(await readPortalLinksBatch(db, viewerOf(request), numericIds(request.query.ids))),
    }),
  );
};
