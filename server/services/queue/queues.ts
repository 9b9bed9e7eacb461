import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelay } from '../../../domain/webhooks/events.ts';
import { exponentialBackoff } from './runner.ts';

type QueueDefinition<S extends TSchema> = {
  /** What one job carries: checked when it is queued and again before its handler runs. */
  payload: S;
  /**
   * De-duplicates: while a job of the queue with this key waits, queueing another joins it (the
   * waiting one keeps its payload and time). Once that job is claimed a new one can be queued again.
   */
  key: (payload: Static<S>) => string;
  /** Jobs of the queue that run side by side in one process. */
  concurrency: number;
  /** Attempts before the job is kept as a dead letter (`failed`). */
  attempts: number;
  /** Seconds before the given retry (1 = the first retry). */
  backoff: (retry: number, config: QueueSettings) => number;
};

/** What of the configuration (`server/config.ts`, which the app passes whole) the queues' settings depend on. */
export type QueueSettings = { webhooks: { retrySeconds: number } };

const id = (description: string) => Type.Integer({ minimum: 1, description });
const queue = <S extends TSchema>(definition: QueueDefinition<S>) => definition;

/**
 * Every background queue, defined once: its name, what a job carries, how many run at once, how
 * often one is tried and how long it waits between tries. `enqueue` takes only these names and
 * their payloads, and the runner checks each payload again before handing it to the handler in
 * `server/jobs/<queue>.ts`. Mail, packs, public records and webhooks wait on other servers, so
 * several of each run side by side.
 *
 * The database triggers of migrations 0013 and 0019 queue jobs too, and stay: they queue a
 * property's `attributes` job (payload `{ propertyId }`, key `property:<id>`, through the SQL
 * function `enqueue_job`) whenever a row its attributes are derived from changes. Rows change from dozens of
 * use cases, the seed and the migrations; a trigger is the one place that cannot be forgotten when
 * a new writer comes, and it commits with the change. The payload check on run covers their jobs.
 */
export const QUEUES = {
  mail: queue({
    payload: Type.Object({ mailId: id('the outbox row to hand to the transport') }),
    key: ({ mailId }) => `mail:${mailId}`,
    concurrency: 2,
    attempts: 10,
    backoff: exponentialBackoff,
  }),
  'notify-agents': queue({
    payload: Type.Object({ notificationId: id('the "documentation complete" notification to send') }),
    key: ({ notificationId }) => `notification:${notificationId}`,
    concurrency: 1,
    attempts: 10,
    backoff: exponentialBackoff,
  }),
  'search-pack': queue({
    payload: Type.Object({ orderId: id('the search order whose pack is awaited') }),
    key: ({ orderId }) => `order:${orderId}`,
    concurrency: 2,
    attempts: 10,
    backoff: exponentialBackoff,
  }),
  attributes: queue({
    payload: Type.Object({ propertyId: id('the property whose attributes to derive again') }),
    key: ({ propertyId }) => `property:${propertyId}`,
    concurrency: 1,
    attempts: 10,
    backoff: exponentialBackoff,
  }),
  'attributes-all': queue({
    payload: Type.Object({
      afterId: Type.Integer({ minimum: 0, description: 'the batch starts after this property' }),
    }),
    key: ({ afterId }) => `after:${afterId}`,
    concurrency: 1,
    attempts: 10,
    backoff: exponentialBackoff,
  }),
  'public-records': queue({
    payload: Type.Object({
      propertyId: id('the property whose public records to fetch'),
      refresh: Type.Boolean({ description: 'ask every source again rather than use a cached answer' }),
    }),
    key: ({ propertyId, refresh }) => `property:${propertyId}${refresh ? ':refresh' : ''}`,
    concurrency: 2,
    // Each source's failure is stored as a note; the job itself fails only when the database does.
    attempts: 3,
    backoff: exponentialBackoff,
  }),
  webhooks: queue({
    payload: Type.Object({ deliveryId: id('the webhook delivery to send') }),
    key: ({ deliveryId }) => `delivery:${deliveryId}`,
    concurrency: 4,
    attempts: WEBHOOK_MAX_ATTEMPTS,
    backoff: (retry, config) => webhookRetryDelay(retry, config.webhooks.retrySeconds),
  }),
};

export type QueueName = keyof typeof QUEUES;
export type Payload<Q extends QueueName> = Static<(typeof QUEUES)[Q]['payload']>;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

const validators = new Map(QUEUE_NAMES.map((name) => [name, Compile(QUEUES[name].payload)]));

/** Why a payload is not one the queue takes (the first mismatch, as a path and a message), or null when it is. */
export function payloadProblem(queue: QueueName, payload: unknown): string | null {
  const validator = validators.get(queue)!;
  if (validator.Check(payload)) return null;
  const first = [...validator.Errors(payload)][0];
  return `${first?.instancePath || '/'} ${first?.message ?? 'does not match'}`;
}
