import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { deleteWebhookSubscription, type WebhookSubscriptionRecord } from '../../store/webhooks.ts';
import { notFound } from '../app-error.ts';

export async function removeWebhook(db: Db, subscriptionId: number): Promise<WebhookSubscriptionRecord> {
  const removed = await deleteWebhookSubscription(db, subscriptionId);
  if (!removed) throw notFound(MESSAGES.webhookNotFound(subscriptionId));
  return removed;
}
