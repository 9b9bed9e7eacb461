import { Type, type Static } from 'typebox';
import { PUBLIC_RECORD_SOURCES } from '../domain/public-records.ts';
import { DateTimeText, Nullable, OneOf, PropertyId } from './common.ts';

export const PublicRecordsParams = Type.Object({ id: PropertyId });

/** One source's latest answer for the property, as the records list shows it. */
export const PublicRecordPayload = Type.Object({
  source: OneOf(PUBLIC_RECORD_SOURCES),
  /** What the product calls the record ("energy certificate"). */
  label: Type.String(),
  status: OneOf(['found', 'not-found', 'failed'] as const),
  /** The record's own reference (certificate number, list entry), when it has one. */
  reference: Nullable(Type.String()),
  /** The date the record carries (lodgement, sale), yyyy-mm-dd. */
  record_date: Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  retrieved_at: DateTimeText,
  /** From the shipped sample data set, not the real service. */
  sample: Type.Boolean(),
  /** Why its questions are left to the seller, or that an earlier answer was kept. */
  note: Nullable(Type.String()),
  /** The facts found, by PDTF path. */
  facts: Type.Record(Type.String(), Type.Unknown()),
});
export type PublicRecordPayload = Static<typeof PublicRecordPayload>;

export const PublicRecordsResponse = Type.Object({
  property_id: PropertyId,
  /** Every source, in the order the forms meet them; `pending` lists those not fetched yet. */
  records: Type.Array(PublicRecordPayload),
  pending: Type.Array(OneOf(PUBLIC_RECORD_SOURCES)),
  /** True while a fetch of this property's records waits or runs. */
  fetching: Type.Boolean(),
});
export type PublicRecordsResponse = Static<typeof PublicRecordsResponse>;
