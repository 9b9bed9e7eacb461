import type {
  CreatedWebhookSubscriptionResolvers,
  MutationResolvers,
  QueryResolvers,
  WebhookDelivery as WebhookDeliveryType,
  WebhookDeliveryResolvers,
  WebhookSubscriptionResolvers,
} from '../generated/resolvers-types.ts';
import { numericId } from '../viewer.ts';

/** Webhooks of integrators' API clients (issue 28): one REST call per field, administrators only (@auth). */
export const webhookQueries: Pick<QueryResolvers, 'webhookSubscriptions' | 'webhookDeliveries'> = {
  webhookSubscriptions: (_parent, { clientId }, { rest }) => rest.webhookSubscriptions(clientId),
  webhookDeliveries: (_parent, { clientId, limit }, { rest }) => rest.webhookDeliveries(clientId, limit),
};

export const webhookMutations: Pick<
  MutationResolvers,
  'createWebhookSubscription' | 'deleteWebhookSubscription' | 'rotateWebhookSecret'
> = {
  createWebhookSubscription: (_parent, { input }, { rest }) =>
    rest.createWebhookSubscription(input.clientId, { url: input.url, events: input.events }),
  deleteWebhookSubscription: (_parent, { id }, { rest }) => rest.deleteWebhookSubscription(numericId(id, 'Webhook')),
  rotateWebhookSecret: (_parent, { id }, { rest }) => rest.rotateWebhookSecret(numericId(id, 'Webhook')),
};

export const WebhookSubscription: WebhookSubscriptionResolvers = {
  id: (subscription) => String(subscription.id),
  clientId: (subscription) => subscription.client_id,
  createdAt: (subscription) => subscription.created_at,
  secretRotatedAt: (subscription) => subscription.secret_rotated_at,
};

export const CreatedWebhookSubscription: CreatedWebhookSubscriptionResolvers = {};

export const WebhookDelivery: WebhookDeliveryResolvers = {
  id: (delivery) => String(delivery.id),
  subscriptionId: (delivery) => String(delivery.subscription_id),
  eventId: (delivery) => delivery.event_id,
  // The WebhookEvent resolver maps the stored values to the enum's names; codegen types a resolver
  // of an enum with internal values as returning null, so the value is passed through untyped.
  eventType: (delivery) => delivery.event_type satisfies WebhookDeliveryType['eventType'] as never,
  propertyId: (delivery) => (delivery.property_id === null ? null : String(delivery.property_id)),
  lastStatusCode: (delivery) => delivery.last_status_code,
  lastError: (delivery) => delivery.last_error,
  createdAt: (delivery) => delivery.created_at,
  lastAttemptAt: (delivery) => delivery.last_attempt_at,
  deliveredAt: (delivery) => delivery.delivered_at,
  nextAttemptAt: (delivery) => delivery.next_attempt_at,
};
