import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { WebhookEventType } from '../../../domain/webhooks/events.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import type { Database } from '../../store/schema.ts';
import { clientSeesProperty, insertWebhookDelivery, setDeliveryJob, subscriptionsFor } from '../../store/webhooks.ts';

export type WebhookEvent = { type: WebhookEventType; propertyId: number; data: Record<string, unknown> };

/**
 * The outbox: queues one delivery of the event for each subscription that wants it, whose client
 * is not revoked and whose organisation may see the property (the client's service user is
 * checked with the same tenancy rule as its requests). Called inside the transaction of the change,
 * so an event is sent only for a change that was kept, and the job is there as soon as the change is.
 * Answers how many deliveries were queued.
 */
export async function queueWebhookEvent(trx: Transaction<Database>, event: WebhookEvent): Promise<number> {
  const candidates = await subscriptionsFor(trx, event.type);
  if (candidates.length === 0) return 0;
  const id = `evt_${randomUUID().replaceAll('-', '')}`;
  const body = { id, type: event.type, occurredAt: new Date().toISOString(), data: event.data };
  let queued = 0;
  const visibleTo = new Map<string, boolean>();
  for (const candidate of candidates) {
    let visible = visibleTo.get(candidate.clientId);
    if (visible === undefined) {
      visible = await clientSeesProperty(trx, candidate.clientId, event.propertyId);
      visibleTo.set(candidate.clientId, visible);
    }
    if (!visible) continue;
    const deliveryId = await insertWebhookDelivery(trx, {
      subscriptionId: candidate.id,
      eventId: id,
      type: event.type,
      propertyId: event.propertyId,
      body: JSON.stringify(body),
    });
    if (deliveryId === undefined) continue;
    const jobId = await enqueue(trx, 'webhooks', { deliveryId });
    await setDeliveryJob(trx, deliveryId, jobId);
    queued++;
  }
  return queued;
}
