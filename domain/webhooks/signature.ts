import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a webhook's body is signed: the Standard Webhooks scheme (standardwebhooks.com), so a
 * receiver may verify with that project's libraries or with a few lines of its own. The signed
 * content is `<webhook-id>.<webhook-timestamp>.<raw body>`; the signature is the base64
 * HMAC-SHA256 of it with the secret's key, sent as `v1,<signature>` in `webhook-signature`. A
 * secret is `whsec_` and the base64 of its key.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A message older or newer than this is refused by `verifyWebhook`, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** The HMAC key of a secret: the base64 after `whsec_`, else the secret's own bytes. */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

function signedContent(id: string, timestamp: number, body: string | Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`${id}.${timestamp}.`, 'utf8'),
    typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
  ]);
}

/** The `webhook-signature` header of a message: `v1,` and the base64 HMAC-SHA256 of its signed content. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string | Uint8Array): string {
  return `v1,${createHmac('sha256', webhookKey(secret))
    .update(signedContent(id, timestamp, body))
    .digest('base64')}`;
}

export type WebhookCheck = { id: string; timestamp: string; signature: string; body: string | Uint8Array };

/**
 * True when one of the header's space-separated `v1,` signatures matches (compared in constant
 * time) and the timestamp is a whole number of seconds within the tolerance of `nowSeconds`.
 */
export function verifyWebhook(
  secret: string,
  message: WebhookCheck,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  if (!/^\d{1,12}$/.test(message.timestamp)) return false;
  const timestamp = Number(message.timestamp);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, message.id, timestamp, message.body).slice(3), 'base64');
  return message.signature.split(' ').some((entry) => {
    if (!entry.startsWith('v1,')) return false;
    const presented = Buffer.from(entry.slice(3), 'base64');
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  });
}
