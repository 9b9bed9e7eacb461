import { sql, type Transaction } from 'kysely';
import { batchStatement } from './batch-statement.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

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

/** A property's documents as one viewer's vault shows them, with whether the viewer sells it. */
export type VaultRows = { propertyId: number; isSeller: boolean; uploads: UploadRecord[] };

/**
 * The vaults of the properties among `ids` the viewer may see, in one statement with the tenancy
 * rule in it (one row per document, or one empty row for a property without any); properties
 * outside the tenancy (or deleted) are left out.
 */
export async function visibleVaults(db: Db, viewer: Viewer, ids: readonly number[]): Promise<VaultRows[]> {
  if (ids.length === 0) return [];
  const statement = batchStatement(db, 'vaults', viewer, ids, ({ viewer, idIn }) =>
    db
      .selectFrom('properties as p')
      .leftJoin('uploads as up', 'up.property_id', 'p.id')
      .where(propertyVisibleTo(viewer))
      .where(idIn('p.id'))
      .where('p.deleted_at', 'is', null)
      .select([
        'p.id as vault_id',
        sql<boolean>`exists (select 1 from property_sellers vs where vs.property_id = p.id and vs.user_id = ${viewer.id})`.as(
          'is_seller',
        ),
        ...columns.map((column) => `up.${column}` as const),
      ])
      .orderBy('p.id')
      .orderBy('up.created_at')
      .orderBy('up.id'),
  );
  const { rows } = await db.executeQuery(statement);
  const vaults = new Map<number, VaultRows>();
  for (const row of rows) {
    let vault = vaults.get(row.vault_id);
    if (!vault) vaults.set(row.vault_id, (vault = { propertyId: row.vault_id, isSeller: row.is_seller, uploads: [] }));
    if (row.id !== null) vault.uploads.push(toRecord(row as Row));
  }
  return [...vaults.values()];
}
