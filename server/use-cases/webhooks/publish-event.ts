import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { WebhookEventType } from '../../../domain/webhooks/events.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import type { Database } from '../../store/schema.ts';
import { propertyVisibleTo } from '../../store/tenancy.ts';
import { loadedViewerFrom, viewerQuery } from '../../store/viewer.ts';

export type WebhookEvent = { type: WebhookEventType; propertyId: number; data: Record<string, unknown> };

/**
 * The outbox: queues one delivery of the event for each subscription that wants it, whose client
 * is not revoked and whose organisation may see the property (the client's service user is
 * checked with the same tenancy rule as its requests). Called inside the transaction of the change,
 * so an event is sent only for a change that was kept, and the job is there as soon as the change is.
 * Answers how many deliveries were queued.
 */
export async function queueWebhookEvent(trx: Transaction<Database>, event: WebhookEvent): Promise<number> {
  const candidates = await trx
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.client_id', 's.client_id')
    .select(['s.id', 's.client_id'])
    .where('c.revoked_at', 'is', null)
    .where(sql<boolean>`${event.type} = any(s.events)`)
    .orderBy('s.id')
    .execute();
  if (candidates.length === 0) return 0;
  const id = `evt_${randomUUID().replaceAll('-', '')}`;
  const body = { id, type: event.type, occurredAt: new Date().toISOString(), data: event.data };
  let queued = 0;
  const visibleTo = new Map<string, boolean>();
  for (const candidate of candidates) {
    let visible = visibleTo.get(candidate.client_id);
    if (visible === undefined) {
      visible = await clientSeesProperty(trx, candidate.client_id, event.propertyId);
      visibleTo.set(candidate.client_id, visible);
    }
    if (!visible) continue;
    const delivery = await trx
      .insertInto('webhook_deliveries')
      .values({
        subscription_id: candidate.id,
        event_id: id,
        event_type: event.type,
        property_id: event.propertyId,
        body: JSON.stringify(body),
      })
      .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!delivery) continue;
    const jobId = await enqueue(trx, 'webhooks', { deliveryId: delivery.id });
    await trx.updateTable('webhook_deliveries').set({ job_id: jobId }).where('id', '=', delivery.id).execute();
    queued++;
  }
  return queued;
}

async function clientSeesProperty(trx: Transaction<Database>, clientId: string, propertyId: number): Promise<boolean> {
  const row = await viewerQuery(trx, clientId).executeTakeFirst();
  const viewer = row ? loadedViewerFrom(row).viewer : null;
  if (!viewer) return false;
  const seen = await trx
    .selectFrom('properties as p')
    .select('p.id')
    .where('p.id', '=', propertyId)
    .where('p.deleted_at', 'is', null)
    .where(propertyVisibleTo(viewer))
    .executeTakeFirst();
  return seen !== undefined;
}
