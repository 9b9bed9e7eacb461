import type { Db } from '../../store/database.ts';
import { listWebhookSubscriptions, type WebhookSubscriptionRecord } from '../../store/webhooks.ts';
import { activeClient } from './active-client.ts';

export async function clientWebhooks(db: Db, clientId: string): Promise<WebhookSubscriptionRecord[]> {
  await activeClient(db, clientId);
  return listWebhookSubscriptions(db, clientId);
}
