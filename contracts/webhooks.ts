import { Type, type Static } from 'typebox';
import { WEBHOOK_EVENTS } from '../domain/webhooks/events.ts';
import { DateTimeText, Nullable, OneOf } from './common.ts';

/** A receiver of an API client's events, as administrators see it; the secret never appears here. */
export const WebhookSubscriptionPayload = Type.Object({
  id: Type.Integer(),
  client_id: Type.String(),
  url: Type.String(),
  events: Type.Array(OneOf(WEBHOOK_EVENTS)),
  created_by: Nullable(Type.String()),
  created_at: DateTimeText,
  secret_rotated_at: Nullable(DateTimeText),
});
export type WebhookSubscriptionPayload = Static<typeof WebhookSubscriptionPayload>;
export const WebhookSubscriptionList = Type.Array(WebhookSubscriptionPayload);
export type WebhookSubscriptionList = Static<typeof WebhookSubscriptionList>;

/**
 * `POST /admin/api-clients/{clientId}/webhooks`: an https address (plain http only for a loopback
 * receiver where private targets are allowed) and at least one event.
 */
export const CreateWebhookBody = Type.Object({
  url: Type.String({ maxLength: 4000 }),
  events: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
});
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

/** The subscription and, this once, the secret its deliveries are signed with (`whsec_…`). */
export const WebhookWithSecret = Type.Object({ subscription: WebhookSubscriptionPayload, secret: Type.String() });
export type WebhookWithSecret = Static<typeof WebhookWithSecret>;

/** One event sent (or being sent) to one subscription. */
export const WebhookDeliveryPayload = Type.Object({
  id: Type.Integer(),
  subscription_id: Type.Integer(),
  url: Type.String(),
  event_id: Type.String(),
  event_type: OneOf(WEBHOOK_EVENTS),
  property_id: Nullable(Type.Integer()),
  status: OneOf(['pending', 'delivered', 'failed'] as const),
  attempts: Type.Integer(),
  last_status_code: Nullable(Type.Integer()),
  last_error: Nullable(Type.String()),
  created_at: DateTimeText,
  last_attempt_at: Nullable(DateTimeText),
  delivered_at: Nullable(DateTimeText),
  next_attempt_at: Nullable(DateTimeText),
});
export type WebhookDeliveryPayload = Static<typeof WebhookDeliveryPayload>;
export const WebhookDeliveryList = Type.Array(WebhookDeliveryPayload);
export type WebhookDeliveryList = Static<typeof WebhookDeliveryList>;

export const WebhookParams = Type.Object({ subscriptionId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const WebhookDeliveriesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
