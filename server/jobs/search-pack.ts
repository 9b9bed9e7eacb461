import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../store/database.ts';
import { queueWebhookEvent } from '../use-cases/webhooks/publish-event.ts';
import { publishPropertyEvent } from '../use-cases/live/publish-property-event.ts';
import { nameWithoutExtension } from '../../domain/uploads.ts';
import { UPLOAD_PREFIX } from '../use-cases/uploads/store-files.ts';
import type { FileStorage } from '../services/file-storage/file-storage.ts';
import { enqueue } from '../services/queue/enqueue.ts';
import type { QueueHandler } from '../services/queue/setup.ts';
import { nextPackCheck, type SearchesProvider } from '../services/searches/searches.ts';

/** Searches take days to a few weeks; a pack still missing after this is treated as lost. */
export const SEARCH_PACK_DEADLINE_SECONDS = 30 * 24 * 60 * 60;

/** The order's error once the deadline passed; the dashboard shows the order as failed. */
export const packOverdueError = (days: number) =>
  `The search pack did not arrive within ${days} days of ordering; the order needs to be chased with the provider.`;

/**
 * Asks the provider for an order's pack and, once returned, puts it into the property's vault: the
 * file is stored first and its row written with the order's new state in one transaction, as
 * uploads are (no row without a file). Not ready yet: asked again later, until the deadline after
 * ordering; then the order is marked failed with a message instead of being polled forever. A job
 * row in the database carries the order, so a restart in the meantime loses nothing.
 */
export function deliverPackJob(
  db: Db,
  storage: FileStorage,
  provider: SearchesProvider,
  options: { deadlineSeconds?: number } = {},
): QueueHandler<'search-pack'> {
  const deadlineSeconds = options.deadlineSeconds ?? SEARCH_PACK_DEADLINE_SECONDS;
  return async ({ orderId }, job) => {
    const order = await db
      .selectFrom('search_orders as o')
      .innerJoin('properties as p', 'p.id', 'o.property_id')
      .select([
        'o.id',
        'o.status',
        'o.reference',
        'o.ordered_at',
        'o.property_id',
        'p.address',
        'p.postcode',
        'p.title_number',
        'p.deleted_at',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (!order || order.status !== 'ordered' || order.deleted_at) return;
    const input = {
      propertyId: order.property_id,
      address: order.address,
      postcode: order.postcode,
      titleNumber: order.title_number,
    };
    let pack;
    try {
      pack = await provider.pack(order.reference ?? '', input);
    } catch (error) {
      if (job.finalAttempt) {
        await db
          .updateTable('search_orders')
          .set({ status: 'failed', last_error: String(error) })
          .where('id', '=', orderId)
          .execute();
      }
      throw error;
    }
    if (!pack) {
      if (Date.now() - new Date(order.ordered_at).getTime() >= deadlineSeconds * 1000) {
        const days = Math.max(1, Math.round(deadlineSeconds / (24 * 60 * 60)));
        await db
          .updateTable('search_orders')
          .set({ status: 'failed', last_error: packOverdueError(days) })
          .where('id', '=', orderId)
          .where('status', '=', 'ordered')
          .execute();
        return;
      }
      await enqueue(db, 'search-pack', { orderId }, nextPackCheck(provider));
      return;
    }
    const storageKey = `${UPLOAD_PREFIX}${order.property_id}/${randomUUID()}`;
    const { bytes } = await storage.write(storageKey, Readable.from([Buffer.from(pack.bytes)]), 'application/pdf');
    try {
      await db.transaction().execute(async (trx) => {
        const upload = await trx
          .insertInto('uploads')
          .values({
            property_id: order.property_id,
            storage_key: storageKey,
            file_name: pack.fileName,
            original_file_name: pack.fileName,
            content_type: 'application/pdf',
            size: bytes,
            category: 'searches',
            uploaded_by: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('search_orders')
          .set({ status: 'delivered', upload_id: upload.id, delivered_at: new Date(), last_error: null })
          .where('id', '=', orderId)
          .execute();
        await queueWebhookEvent(trx, {
          type: 'searches.returned',
          propertyId: order.property_id,
          data: {
            property_id: order.property_id,
            order: { id: orderId, reference: order.reference },
            upload: { id: upload.id, file_name: pack.fileName, content_type: 'application/pdf', size: bytes },
          },
        });
        // Last: the live events hold the event sequence until the commit. The provider did it: no actor.
        await publishPropertyEvent(trx, order.property_id, null, {
          type: 'vault_changed',
          data: { document_id: upload.id, name: nameWithoutExtension(pack.fileName), added: true },
        });
        await publishPropertyEvent(trx, order.property_id, null, {
          type: 'searches_changed',
          data: { status: 'arrived' },
        });
      });
    } catch (error) {
      await storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
  };
}
