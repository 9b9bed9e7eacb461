import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { rotateWebhookSecret } from '../../store/webhooks.ts';
import { notFound } from '../app-error.ts';

export async function newWebhookSecret(db: Db, subscriptionId: number) {
  const rotated = await rotateWebhookSecret(db, subscriptionId);
  if (!rotated) throw notFound(MESSAGES.webhookNotFound(subscriptionId));
  return rotated;
}
