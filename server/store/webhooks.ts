import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { WEBHOOK_SECRET_PREFIX } from '../../domain/webhooks/signature.ts';
import type { WebhookEventType } from '../../domain/webhooks/events.ts';
import type { Db } from './database.ts';
import type { Database, WebhookDeliveryStatus } from './schema.ts';
import { propertyVisible } from './tenancy.ts';
import { loadedViewerFrom, viewerQuery } from './viewer.ts';

export type WebhookSubscriptionRecord = {
  id: number;
  clientId: string;
  url: string;
  events: WebhookEventType[];
  createdBy: string | null;
  createdAt: Date;
  secretRotatedAt: Date | null;
};

export type WebhookDeliveryRecord = {
  id: number;
  subscriptionId: number;
  url: string;
  eventId: string;
  eventType: WebhookEventType;
  propertyId: number | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  /** When the next attempt is due, while one is waiting. */
  nextAttemptAt: Date | null;
};

/** 32 random bytes, in the Standard Webhooks form (`whsec_` and base64). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

const subscriptionColumns = [
  'id',
  'client_id',
  'url',
  'events',
  'created_by',
  'created_at',
  'secret_rotated_at',
] as const;
type SubscriptionRow = {
  id: number;
  client_id: string;
  url: string;
  events: string[];
  created_by: string | null;
  created_at: Date;
  secret_rotated_at: Date | null;
};

function toSubscription(row: SubscriptionRow): WebhookSubscriptionRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    url: row.url,
    events: row.events as WebhookEventType[],
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    secretRotatedAt: row.secret_rotated_at ? new Date(row.secret_rotated_at) : null,
  };
}

export async function listWebhookSubscriptions(db: Db, clientId: string): Promise<WebhookSubscriptionRecord[]> {
  const rows = await db
    .selectFrom('webhook_subscriptions')
    .select(subscriptionColumns)
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  return rows.map(toSubscription);
}

export async function countWebhookSubscriptions(db: Db, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWebhookSubscription(
  db: Db,
  input: { clientId: string; url: string; events: WebhookEventType[]; createdBy: string },
): Promise<{ subscription: WebhookSubscriptionRecord; secret: string }> {
  const secret = newWebhookSecret();
  const row = await db
    .insertInto('webhook_subscriptions')
    .values({
      client_id: input.clientId,
      url: input.url,
      events: sql<string[]>`array(select jsonb_array_elements_text(${JSON.stringify(input.events)}::jsonb))`,
      secret,
      created_by: input.createdBy,
    })
    .returning(subscriptionColumns)
    .executeTakeFirstOrThrow();
  return { subscription: toSubscription(row), secret };
}

/** Removes the subscription with its deliveries; their waiting jobs find nothing to send. */
export async function deleteWebhookSubscription(db: Db, id: number): Promise<WebhookSubscriptionRecord | undefined> {
  const row = await db
    .deleteFrom('webhook_subscriptions')
    .where('id', '=', id)
    .returning(subscriptionColumns)
    .executeTakeFirst();
  return row ? toSubscription(row) : undefined;
}

/** A new secret at once: every attempt from now on, retries of earlier events included, is signed with it. */
export async function rotateWebhookSecret(
  db: Db,
  id: number,
): Promise<{ subscription: WebhookSubscriptionRecord; secret: string } | undefined> {
  const secret = newWebhookSecret();
  const row = await db
    .updateTable('webhook_subscriptions')
    .set({ secret, secret_rotated_at: new Date() })
    .where('id', '=', id)
    .returning(subscriptionColumns)
    .executeTakeFirst();
  return row ? { subscription: toSubscription(row), secret } : undefined;
}

/** The most recent deliveries of a client's subscriptions, newest first. */
export async function listWebhookDeliveries(db: Db, clientId: string, limit: number): Promise<WebhookDeliveryRecord[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
    .leftJoin('jobs as j', (join) => join.onRef('j.id', '=', 'd.job_id').on('j.status', '=', 'pending'))
    .select([
      'd.id',
      'd.subscription_id',
      's.url',
      'd.event_id',
      'd.event_type',
      'd.property_id',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_error',
      'd.created_at',
      'd.last_attempt_at',
      'd.delivered_at',
      'j.run_at',
    ])
    .where('s.client_id', '=', clientId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subscriptionId: row.subscription_id,
    url: row.url,
    eventId: row.event_id,
    eventType: row.event_type as WebhookEventType,
    propertyId: row.property_id,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at) : null,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
    nextAttemptAt: row.status === 'pending' && row.run_at ? new Date(row.run_at) : null,
  }));
}

export type DeliveryToSend = {
  id: number;
  status: WebhookDeliveryStatus;
  eventId: string;
  body: Record<string, unknown>;
  url: string;
  secret: string;
  clientRevoked: boolean;
};

/** What a delivery job needs to send: the body, the receiver and the subscription's current secret. */
export async function deliveryToSend(db: Db, deliveryId: number): Promise<DeliveryToSend | undefined> {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
    .innerJoin('api_clients as c', 'c.client_id', 's.client_id')
    .select(['d.id', 'd.status', 'd.event_id', 'd.body', 's.url', 's.secret', 'c.revoked_at'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    eventId: row.event_id,
    body: row.body,
    url: row.url,
    secret: row.secret,
    clientRevoked: row.revoked_at !== null,
  };
}

export type AttemptOutcome = {
  status: WebhookDeliveryStatus;
  attempt: number;
  statusCode: number | null;
  error: string | null;
};

/** Records one attempt; a delivered one is never set back by a late report of an earlier attempt. */
export async function recordDeliveryAttempt(db: Db, deliveryId: number, outcome: AttemptOutcome): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      attempts: outcome.attempt,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      last_attempt_at: new Date(),
      ...(outcome.status === 'delivered' ? { delivered_at: new Date() } : {}),
    })
    .where('id', '=', deliveryId)
    .where('status', '!=', 'delivered')
    .execute();
}

type Tx = Transaction<Database>;

/** Subscriptions that want events of this type, of clients not revoked, in the order they were made. */
export async function subscriptionsFor(trx: Tx, type: WebhookEventType): Promise<{ id: number; clientId: string }[]> {
  const rows = await trx
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.client_id', 's.client_id')
    .select(['s.id', 's.client_id'])
    .where('c.revoked_at', 'is', null)
    .where(sql<boolean>`${type} = any(s.events)`)
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ id: row.id, clientId: row.client_id }));
}

/** Whether the client's service user sees the property, under the tenancy rule of its requests. */
export async function clientSeesProperty(trx: Tx, clientId: string, propertyId: number): Promise<boolean> {
  const row = await viewerQuery(trx, clientId).executeTakeFirst();
  const viewer = row ? loadedViewerFrom(row).viewer : null;
  return viewer ? propertyVisible(trx, viewer, propertyId) : false;
}

/** A delivery of one event to one subscription; its id, or undefined when that delivery already exists. */
export async function insertWebhookDelivery(
  trx: Tx,
  delivery: { subscriptionId: number; eventId: string; type: WebhookEventType; propertyId: number; body: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('webhook_deliveries')
    .values({
      subscription_id: delivery.subscriptionId,
      event_id: delivery.eventId,
      event_type: delivery.type,
      property_id: delivery.propertyId,
      body: delivery.body,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Notes the job that sends the delivery. */
export async function setDeliveryJob(trx: Tx, deliveryId: number, jobId: number): Promise<void> {
  await trx.updateTable('webhook_deliveries').set({ job_id: jobId }).where('id', '=', deliveryId).execute();
}
