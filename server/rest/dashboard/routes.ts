import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActionPlanPayload, PhaseMoveParams, SearchOrderParams } from '../../../contracts/dashboard.ts';
import { PropertyParams, PropertyPayload } from '../../../contracts/properties.ts';
import { replies } from '../../../contracts/replies.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { movePhase } from './move-phase.ts';
import { orderSearches } from './order-searches.ts';
import { readActionPlan } from './read-action-plan.ts';

/** The dashboard's own calls: the action plan of the property's phase, the phase move and the searches order. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, searches }) => {
  app.get(
    '/property/:id/action-plan',
    { schema: { params: PropertyParams, response: replies(ActionPlanPayload) }, config: { access: 'VIEW_ACTION_PLAN' } },
    async (request) => readActionPlan(db, viewerOf(request), request.params.id),
  );

  app.post(
    '/property/:id/phase/:phaseId',
    { schema: { params: PhaseMoveParams, response: replies(PropertyPayload) }, config: { access: 'VIEW_PROPERTY_COMPLETION' } },
    async (request) => movePhase(db, viewerOf(request), request.params.id, request.params.phaseId),
  );

  app.post(
    '/property/:id/request-searches',
    { schema: { params: SearchOrderParams, response: replies(PropertyPayload) }, config: { access: 'REQUEST_SEARCHES' } },
    async (request) => orderSearches(db, viewerOf(request), request.params.id, searches),
  );
};
