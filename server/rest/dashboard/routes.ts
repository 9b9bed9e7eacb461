import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionPlanPayload,
  AgentNotificationPayload,
  NotifyAgentParams,
  PhaseMoveParams,
  SearchOrderBody,
  SearchOrderParams,
} from '../../../contracts/dashboard.ts';
import { PropertyParams, PropertyPayload } from '../../../contracts/properties.ts';
import { createdReplies, replies } from '../../../contracts/replies.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { movePhase } from '../../use-cases/dashboard/move-phase.ts';
import { propertyJson } from '../../use-cases/properties/property-json.ts';
import { orderSearches } from '../../use-cases/dashboard/order-searches.ts';
import { readActionPlan } from '../../use-cases/dashboard/read-action-plan.ts';
import { notifyAgents } from '../../use-cases/dashboard/notify-agents.ts';

/** The dashboard's own calls: the action plan of the property's phase, the phase move and the searches order. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, searches, mailQueued }) => {
  app.get(
    '/property/:id/action-plan',
    {
      schema: { params: PropertyParams, response: replies(ActionPlanPayload) },
      config: { access: 'VIEW_ACTION_PLAN' },
    },
    async (request) => readActionPlan(db, { viewer: viewerOf(request), propertyId: request.params.id }),
  );

  app.post(
    '/property/:id/phase/:phaseId',
    {
      schema: { params: PhaseMoveParams, response: replies(PropertyPayload) },
      config: { access: 'VIEW_PROPERTY_COMPLETION' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return propertyJson(
        await movePhase(db, { viewer, propertyId: request.params.id, phaseId: request.params.phaseId }),
        viewer,
      );
    },
  );

  // Spec 01 §7 writes the path with a trailing slash; both spellings are the one call.
  for (const url of ['/property/:id/request-searches', '/property/:id/request-searches/']) {
    app.post(
      url,
      {
        schema: { params: SearchOrderParams, response: replies(PropertyPayload) },
        config: { access: 'REQUEST_SEARCHES' },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return propertyJson(
          await orderSearches({ db, provider: searches }, { viewer, propertyId: request.params.id }),
          viewer,
        );
      },
    );
  }
  // `POST /search`: the same order, with the property named in the body (docs/decisions/0150-the-specifications-own-call-paths.md).
  app.post(
    '/search',
    { schema: { body: SearchOrderBody, response: replies(PropertyPayload) }, config: { access: 'REQUEST_SEARCHES' } },
    async (request) => {
      const viewer = viewerOf(request);
      return propertyJson(
        await orderSearches({ db, provider: searches }, { viewer, propertyId: request.body.property_id }),
        viewer,
      );
    },
  );

  app.post(
    '/notifyagent/:a/:b',
    {
      schema: { params: NotifyAgentParams, response: createdReplies(AgentNotificationPayload) },
      config: { access: 'VIEW_PROPERTY_COMPLETION' },
    },
    async (request, reply) => {
      const { created, payload } = await notifyAgents(db, {
        viewer: viewerOf(request),
        propertyId: request.params.a,
        themeId: request.params.b,
      });
      if (created) mailQueued?.();
      return reply.code(created ? 201 : 200).send(payload);
    },
  );
};
