import { Agent, request } from 'undici';
import { signWebhook } from '../../domain/webhooks/signature.ts';
import type { Db } from '../store/database.ts';
import { deliveryToSend, recordDeliveryAttempt } from '../store/webhooks.ts';
import type { QueueHandler } from '../services/queue/setup.ts';
import { isPublicAddress, literalAddress, publicOnlyLookup, TargetRefused } from '../services/webhooks/targets.ts';

export type WebhookDelivery = { handler: QueueHandler<'webhooks'>; close(): Promise<void> };

/** The product's name in the User-Agent, so a receiver's logs say who called. */
const USER_AGENT = 'MoveReady-Webhooks/1';

/**
 * Sends one delivery: POSTs the event's JSON body, signed (domain/webhooks/signature.ts), to the
 * subscription's receiver with a deadline. A 2xx answer delivers it; anything else (another status,
 * a refused connection, the deadline passing) is recorded on the delivery and thrown, so the
 * queue retries it with its backoff and keeps it as a dead letter after the last attempt. A
 * delivery already delivered, or whose subscription is gone, is not sent again. The secret is read
 * at each attempt, so a rotated secret signs every later attempt.
 */
export function webhookDelivery(
  db: Db,
  options: { timeoutSeconds: number; allowPrivateTargets: boolean },
): WebhookDelivery {
  const timeoutMs = Math.round(options.timeoutSeconds * 1000);
  const dispatcher = new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    // Connections are few and far between; none is kept for long.
    keepAliveTimeout: 1000,
    ...(options.allowPrivateTargets ? {} : { connect: { lookup: publicOnlyLookup } }),
  });

  const handler: QueueHandler<'webhooks'> = async ({ deliveryId }, job) => {
    const delivery = await deliveryToSend(db, deliveryId);
    if (!delivery || delivery.status === 'delivered') return;
    if (delivery.clientRevoked) {
      await recordDeliveryAttempt(db, delivery.id, {
        status: 'failed',
        attempt: job.attempt - 1,
        statusCode: null,
        error: 'The API client was revoked; its events are no longer sent.',
      });
      return;
    }
    const body = JSON.stringify(delivery.body);
    const timestamp = Math.floor(Date.now() / 1000);
    let statusCode: number | null = null;
    let failure: string | null = null;
    try {
      const url = new URL(delivery.url);
      const literal = literalAddress(url.hostname);
      if (!options.allowPrivateTargets && literal && !isPublicAddress(literal)) throw new TargetRefused(url.hostname);
      const response = await request(url, {
        method: 'POST',
        dispatcher,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(delivery.secret, delivery.eventId, timestamp, body),
        },
      });
      statusCode = response.statusCode;
      await response.body.dump().catch(() => undefined);
      if (statusCode < 200 || statusCode > 299) failure = `The receiver answered ${statusCode}.`;
    } catch (error) {
      failure = describe(error, options.timeoutSeconds);
    }
    const status = failure === null ? 'delivered' : job.finalAttempt ? 'failed' : 'pending';
    await recordDeliveryAttempt(db, delivery.id, { status, attempt: job.attempt, statusCode, error: failure });
    if (failure !== null) throw new Error(`webhook delivery ${delivery.id}: ${failure}`);
  };

  return { handler, close: () => dispatcher.close() };
}

/** What an administrator reads about a failed attempt: the cause, never a stack. */
function describe(error: unknown, timeoutSeconds: number): string {
  const chain: unknown[] = [];
  for (let cause = error; cause && chain.length < 5; cause = (cause as { cause?: unknown }).cause) chain.push(cause);
  const refused = chain.find((entry): entry is TargetRefused => entry instanceof TargetRefused);
  if (refused) return refused.message;
  const code = chain.map((entry) => (entry as { code?: string }).code).find(Boolean);
  const name = chain
    .map((entry) => (entry as { name?: string }).name)
    .find((entry) => entry === 'TimeoutError' || entry === 'AbortError');
  if (
    name ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  )
    return `No answer within ${timeoutSeconds} seconds.`;
  if (code === 'ECONNREFUSED') return 'The receiver refused the connection.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return "The receiver's host name does not resolve.";
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${code}: ${message}` : message;
}
