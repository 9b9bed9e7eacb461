import type { PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { notFound } from '../app-error.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { recordsOf } from './records-response.ts';

/** What each public record said about a property the viewer sees; another's is 404, never 403. */
export async function listPublicRecords(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PublicRecordsResponse> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  return recordsOf(db, propertyId);
}
