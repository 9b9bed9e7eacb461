import type { PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { notFound } from '../app-error.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { recordsOf } from './records-response.ts';

/**
 * Asks every source again, bypassing the cache, in the background; answers at once with the
 * records as they stand and `fetching: true`. A second refresh while one waits joins it.
 */
export async function refreshPublicRecords(
  { db, queued }: { db: Db; queued?: () => void },
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PublicRecordsResponse> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  await enqueue(db, 'public-records', { propertyId, refresh: true });
  queued?.();
  return recordsOf(db, propertyId);
}
