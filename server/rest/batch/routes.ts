import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionPlanBatch,
  BatchQuery,
  OrganisationBatch,
  PhaseConfigBatch,
  PropertyBatch,
  UserBatch,
  VaultBatch,
} from '../../../contracts/batch.ts';
import { replies } from '../../../contracts/replies.ts';
import { viewerOf } from '../auth/authenticate.ts';
import { readPhaseConfig } from '../admin/read-phase-config.ts';
import { readActionPlan } from '../../use-cases/dashboard/read-action-plan.ts';
import type { RestDeps } from '../deps.ts';
import { readOrganisation } from '../organisations/read-organisation.ts';
import { readProperty } from '../properties/read-property.ts';
import { readVault } from '../uploads/read-vault.ts';
import { readUser } from '../../use-cases/users/read-user.ts';
import { numericIds, userIds } from './batch-ids.ts';
import { settleEach } from './settle-each.ts';

/**
 * Batch reads: `GET /api/batch/<things>?ids=…`, one per single read the gateway's loaders make.
 * Each declares the access of its single route and runs that route's own read for every id, so
 * the rules cannot drift apart; the token is checked and the viewer read once for the whole call.
 */
export const batchRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, uploads }) => {
  app.get(
    '/batch/properties',
    { schema: { querystring: BatchQuery, response: replies(PropertyBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: await settleEach(numericIds(request.query.ids), (id) => readProperty(db, viewerOf(request), id)),
    }),
  );

  app.get(
    '/batch/vaults',
    { schema: { querystring: BatchQuery, response: replies(VaultBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: await settleEach(numericIds(request.query.ids), (id) => readVault(db, uploads, viewerOf(request), id)),
    }),
  );

  app.get(
    '/batch/action-plans',
    { schema: { querystring: BatchQuery, response: replies(ActionPlanBatch) }, config: { access: 'VIEW_ACTION_PLAN' } },
    async (request) => ({
      results: await settleEach(numericIds(request.query.ids), (id) => readActionPlan(db, viewerOf(request), id)),
    }),
  );

  app.get(
    '/batch/users',
    { schema: { querystring: BatchQuery, response: replies(UserBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: await settleEach(userIds(request.query.ids), (id) => readUser(db, viewerOf(request), id)),
    }),
  );

  app.get(
    '/batch/organisations',
    { schema: { querystring: BatchQuery, response: replies(OrganisationBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: await settleEach(numericIds(request.query.ids), (id) => readOrganisation(db, viewerOf(request), id)),
    }),
  );

  app.get(
    '/batch/phase-configs',
    { schema: { querystring: BatchQuery, response: replies(PhaseConfigBatch) }, config: { access: 'AUTHENTICATED' } },
    async (request) => ({
      results: await settleEach(numericIds(request.query.ids), (id) => readPhaseConfig(db, viewerOf(request), id)),
    }),
  );
};
