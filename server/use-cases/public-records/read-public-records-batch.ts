import type { PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { visiblePublicRecords } from '../../store/public-records.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { recordsResponse } from './records-response.ts';

/** Each property's public records as `listPublicRecords` answers them, read in one statement whatever the number of ids. */
export async function readPublicRecordsBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, PublicRecordsResponse>[]> {
  const found = new Map((await visiblePublicRecords(db, viewer, ids)).map((entry) => [entry.propertyId, entry]));
  return answerEach(
    ids,
    found,
    (id) => notFound(MESSAGES.propertyNotFound(id)),
    (entry) => recordsResponse(entry.propertyId, entry.records, entry.fetching),
  );
}
