import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../store/database.ts';
import { UPLOAD_PREFIX } from '../../rest/uploads/store-files.ts';
import type { FileStorage } from '../file-storage/file-storage.ts';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.ts';
import type { SearchesProvider } from './searches.ts';

export const SEARCH_PACK_QUEUE = 'search-pack';


/**
 * Asks the provider for an order's pack and, once returned, puts it into the property's vault: the
 * file is stored first and its row written with the order's new state in one transaction, as
 * uploads are (no row without a file). Not ready yet: asked again later. A job row in the
 * database carries the order, so a restart in the meantime loses nothing.
 */
export function deliverPackJob(db: Db, storage: FileStorage, provider: SearchesProvider): JobHandler {
  return async (payload, job) => {
    const orderId = Number(payload.orderId);
    const order = await db
      .selectFrom('search_orders as o')
      .innerJoin('properties as p', 'p.id', 'o.property_id')
      .select(['o.id', 'o.status', 'o.reference', 'o.property_id', 'p.address', 'p.postcode', 'p.title_number', 'p.deleted_at'])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (!order || order.status !== 'ordered' || order.deleted_at) return;
    const input = { propertyId: order.property_id, address: order.address, postcode: order.postcode, titleNumber: order.title_number };
    let pack;
    try {
      pack = await provider.pack(order.reference ?? '', input);
    } catch (error) {
      if (job.finalAttempt) {
        await db.updateTable('search_orders').set({ status: 'failed', last_error: String(error) }).where('id', '=', orderId).execute();
      }
      throw error;
    }
    if (!pack) {
      await enqueueJob(db, SEARCH_PACK_QUEUE, { orderId }, { runAt: new Date(Date.now() + provider.firstCheckSeconds * 1000) });
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
        await trx.updateTable('search_orders').set({ status: 'delivered', upload_id: upload.id, delivered_at: new Date(), last_error: null }).where('id', '=', orderId).execute();
      });
    } catch (error) {
      await storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
  };
}
