import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiClientParams } from '../../../contracts/api-clients.ts';
import { ErrorBody } from '../../../contracts/errors.ts';
import { replies } from '../../../contracts/replies.ts';
import {
  CreateWebhookBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryList,
  WebhookParams,
  WebhookSubscriptionList,
  WebhookSubscriptionPayload,
  WebhookWithSecret,
  type WebhookDeliveryPayload,
  type WebhookSubscriptionPayload as WebhookJson,
} from '../../../contracts/webhooks.ts';
import type { WebhookDeliveryRecord, WebhookSubscriptionRecord } from '../../store/webhooks.ts';
import { clientWebhooks } from '../../use-cases/webhooks/list-client-webhooks.ts';
import { clientWebhookDeliveries } from '../../use-cases/webhooks/list-webhook-deliveries.ts';
import { removeWebhook } from '../../use-cases/webhooks/remove-webhook.ts';
import { newWebhookSecret } from '../../use-cases/webhooks/rotate-webhook-secret.ts';
import { subscribeWebhook } from '../../use-cases/webhooks/subscribe-webhook.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';

function subscriptionJson(subscription: WebhookSubscriptionRecord): WebhookJson {
  return {
    id: subscription.id,
    client_id: subscription.clientId,
    url: subscription.url,
    events: subscription.events,
    created_by: subscription.createdBy,
    created_at: subscription.createdAt.toISOString(),
    secret_rotated_at: subscription.secretRotatedAt?.toISOString() ?? null,
  };
}

function deliveryJson(delivery: WebhookDeliveryRecord): WebhookDeliveryPayload {
  return {
    id: delivery.id,
    subscription_id: delivery.subscriptionId,
    url: delivery.url,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    property_id: delivery.propertyId,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    created_at: delivery.createdAt.toISOString(),
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  };
}

/**
 * Webhooks of integrators' API clients (issue 28), managed by administrators, as the clients
 * themselves are: the receivers, their signing secrets and what was delivered to them.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, webhooks }) => {
  const rules = { allowPrivateTargets: webhooks?.allowPrivateTargets ?? false };

  app.get(
    '/admin/api-clients/:clientId/webhooks',
    {
      schema: { params: ApiClientParams, response: replies(WebhookSubscriptionList) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) => (await clientWebhooks(db, request.params.clientId)).map(subscriptionJson),
  );

  app.post(
    '/admin/api-clients/:clientId/webhooks',
    {
      schema: {
        params: ApiClientParams,
        body: CreateWebhookBody,
        response: { 201: WebhookWithSecret, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request, reply) => {
      const created = await subscribeWebhook(
        { db, rules },
        {
          clientId: request.params.clientId,
          url: request.body.url,
          events: request.body.events,
          createdBy: viewerOf(request).id,
        },
      );
      return reply.code(201).send({ subscription: subscriptionJson(created.subscription), secret: created.secret });
    },
  );

  app.delete(
    '/admin/webhooks/:subscriptionId',
    {
      schema: { params: WebhookParams, response: replies(WebhookSubscriptionPayload) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) => subscriptionJson(await removeWebhook(db, request.params.subscriptionId)),
  );

  app.post(
    '/admin/webhooks/:subscriptionId/secret',
    { schema: { params: WebhookParams, response: replies(WebhookWithSecret) }, config: { access: 'ADMIN_ONLY' } },
    async (request) => {
      const rotated = await newWebhookSecret(db, request.params.subscriptionId);
      return { subscription: subscriptionJson(rotated.subscription), secret: rotated.secret };
    },
  );

  app.get(
    '/admin/api-clients/:clientId/webhook-deliveries',
    {
      schema: { params: ApiClientParams, querystring: WebhookDeliveriesQuery, response: replies(WebhookDeliveryList) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) =>
      (await clientWebhookDeliveries(db, { clientId: request.params.clientId, limit: request.query.limit ?? 50 })).map(
        deliveryJson,
      ),
  );
};
