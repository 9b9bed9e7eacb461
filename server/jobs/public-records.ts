import { keptRecordNote, publicRecordNote, type NoteReason } from '../../domain/public-record-facts.ts';
import { PUBLIC_RECORD_SOURCES, type PublicRecord, type PublicRecordSource } from '../../domain/public-records.ts';
import type { Db } from '../store/database.ts';
import { readCachedAnswer, writeCachedAnswer } from '../store/public-record-cache.ts';
import { readPublicRecords, savePublicRecord } from '../store/public-records.ts';
import { ProviderError } from '../services/http/provider-error.ts';
import type { QueueHandler } from '../services/queue/setup.ts';
import {
  addressKey,
  type PublicRecordLookup,
  type PublicRecordQuery,
} from '../services/public-records/public-record-lookup.ts';

export type PublicRecordsJobOptions = {
  /** A cached answer younger than this is used instead of calling the source. */
  cacheHours: number;
  /** Told of every source failure, for the log. */
  onSourceError?: (error: unknown, source: PublicRecordSource, propertyId: number) => void;
};

function failureReason(error: unknown): Exclude<NoteReason, 'not-found'> {
  if (error instanceof ProviderError)
    return error.failure === 'timeout' || error.failure === 'unavailable' ? 'no-answer' : 'unusable';
  return 'unusable';
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/**
 * Asks every public-record source about the property's address, all at once, and stores each
 * answer as it comes: one source failing or timing out never holds up or spoils the others. An
 * answer for the same address from the cache is used instead of a call unless this is a refresh.
 * A failure stores the note the seller reads; when a refresh fails, the earlier answer is kept
 * with a note saying so rather than thrown away. The job itself fails only when the database does.
 */
export function fetchPublicRecordsJob(
  db: Db,
  sources: Record<PublicRecordSource, PublicRecordLookup>,
  options: PublicRecordsJobOptions,
): QueueHandler<'public-records'> {
  return async ({ propertyId, refresh }) => {
    const property = await db
      .selectFrom('properties')
      .select(['id', 'address', 'city', 'postcode', 'deleted_at'])
      .where('id', '=', propertyId)
      .executeTakeFirst();
    if (!property || property.deleted_at) return;
    const query: PublicRecordQuery = { address: property.address, city: property.city, postcode: property.postcode };
    const key = addressKey(query);
    const previous = new Map((await readPublicRecords(db, propertyId)).map((record) => [record.source, record]));

    await Promise.all(
      PUBLIC_RECORD_SOURCES.map(async (source) => {
        const lookup = sources[source];
        const cacheKey = { addressKey: key, source, sample: lookup.sample };
        const base = { propertyId, source, sample: lookup.sample };
        if (!refresh) {
          const cached = await readCachedAnswer(db, cacheKey, options.cacheHours);
          if (cached) {
            await savePublicRecord(db, {
              ...base,
              status: cached.status,
              reference: cached.reference,
              recordDate: cached.recordDate,
              retrievedAt: cached.fetchedAt.toISOString(),
              note: cached.status === 'not-found' ? publicRecordNote(source, 'not-found') : null,
              facts: cached.status === 'found' ? cached.facts : {},
            });
            return;
          }
        }
        let record: PublicRecord;
        try {
          const answer = await lookup.lookup(query);
          const fetchedAt = new Date();
          const retrievedAt = fetchedAt.toISOString();
          if (answer) {
            await writeCachedAnswer(db, cacheKey, {
              status: 'found',
              reference: answer.reference,
              recordDate: answer.recordDate,
              facts: answer.facts,
              fetchedAt,
            });
            record = {
              ...base,
              status: 'found',
              reference: answer.reference,
              recordDate: answer.recordDate,
              retrievedAt,
              note: null,
              facts: answer.facts,
            };
          } else {
            await writeCachedAnswer(db, cacheKey, {
              status: 'not-found',
              reference: null,
              recordDate: null,
              facts: {},
              fetchedAt,
            });
            record = {
              ...base,
              status: 'not-found',
              reference: null,
              recordDate: null,
              retrievedAt,
              note: publicRecordNote(source, 'not-found'),
              facts: {},
            };
          }
        } catch (error) {
          options.onSourceError?.(error, source, propertyId);
          const reason = failureReason(error);
          const earlier = previous.get(source);
          record =
            earlier && earlier.status !== 'failed'
              ? { ...earlier, note: keptRecordNote(source, reason, day(earlier.retrievedAt)) }
              : {
                  ...base,
                  status: 'failed',
                  reference: null,
                  recordDate: null,
                  retrievedAt: new Date().toISOString(),
                  note: publicRecordNote(source, reason),
                  facts: {},
                };
        }
        await savePublicRecord(db, record);
      }),
    );
  };
}
