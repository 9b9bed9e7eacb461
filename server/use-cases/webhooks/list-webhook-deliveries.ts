import type { Db } from '../../store/database.ts';
import { listWebhookDeliveries, type WebhookDeliveryRecord } from '../../store/webhooks.ts';
import { activeClient } from './active-client.ts';

export async function clientWebhookDeliveries(
  db: Db,
  { clientId, limit }: { clientId: string; limit: number },
): Promise<WebhookDeliveryRecord[]> {
  await activeClient(db, clientId);
  return listWebhookDeliveries(db, clientId, limit);
}
