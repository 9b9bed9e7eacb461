import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

export type UploadRecord = {
  id: number;
  propertyId: number;
  storageKey: string;
  fileName: string;
  originalFileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
};

export type NewUpload = Omit<UploadRecord, 'id' | 'createdAt'> & { uploadedBy: string };

const columns = [
  'id',
  'property_id',
  'storage_key',
  'file_name',
  'original_file_name',
  'content_type',
  'size',
  'created_at',
] as const;

type Row = {
  id: number;
  property_id: number;
  storage_key: string;
  file_name: string;
  original_file_name: string;
  content_type: string;
  size: number;
  created_at: Date;
};

function toRecord(row: Row): UploadRecord {
  return {
    id: row.id,
    propertyId: row.property_id,
    storageKey: row.storage_key,
    fileName: row.file_name,
    originalFileName: row.original_file_name,
    contentType: row.content_type,
    size: Number(row.size),
    createdAt: row.created_at,
  };
}

/** The rows of files already stored, inside the caller's transaction. */
export async function insertUploadRows(trx: Transaction<Database>, uploads: NewUpload[]): Promise<UploadRecord[]> {
  if (uploads.length === 0) return [];
  const rows = await trx
    .insertInto('uploads')
    .values(
      uploads.map((upload) => ({
        property_id: upload.propertyId,
        storage_key: upload.storageKey,
        file_name: upload.fileName,
        original_file_name: upload.originalFileName,
        content_type: upload.contentType,
        size: upload.size,
        uploaded_by: upload.uploadedBy,
      })),
    )
    .returning(columns)
    .execute();
  return rows.map(toRecord);
}

export async function listUploads(db: Db, propertyId: number): Promise<UploadRecord[]> {
  const rows = await db
    .selectFrom('uploads')
    .select(columns)
    .where('property_id', '=', propertyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

export async function findUpload(db: Db, propertyId: number, id: number): Promise<UploadRecord | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(columns)
    .where('property_id', '=', propertyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The property's documents among these ids, in one query; ids of other properties are not found. */
export async function findUploads(db: Db, propertyId: number, ids: readonly number[]): Promise<UploadRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select(columns)
    .where('property_id', '=', propertyId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toRecord);
}

/** Deletes the row and returns it; the caller removes the file afterwards. */
export async function deleteUpload(db: Db, propertyId: number, id: number): Promise<UploadRecord | undefined> {
  const row = await db
    .deleteFrom('uploads')
    .where('property_id', '=', propertyId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Which of these storage keys have a row. */
export async function knownStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('uploads').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

/** The category of each of the property's documents ('uncategorised', 'leasehold_agreement', 'searches'). */
export async function uploadCategories(db: Db, propertyId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'category'])
    .where('property_id', '=', propertyId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.category]));
}

/** Files the listed documents of the property under their categories, in one transaction. */
export async function setUploadCategories(
  db: Db,
  propertyId: number,
  categories: ReadonlyMap<number, string>,
): Promise<void> {
  if (categories.size === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const category of new Set(categories.values())) {
      const ids = [...categories].filter(([, value]) => value === category).map(([id]) => id);
      await trx
        .updateTable('uploads')
        .set({ category })
        .where('property_id', '=', propertyId)
        .where('id', 'in', ids)
        .execute();
    }
  });
}
