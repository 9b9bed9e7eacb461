import type { Db } from './database.ts';

export type StoredSealKey = { privateKeyPem: string; certificatePem: string };

const SELF_SIGNED = 'self-signed';

/**
 * The self-signed seal (migration 0022), made by `create` when none is stored yet. Instances
 * starting together may both make one; the insert keeps whichever came first and every instance
 * reads that one back, so all of them seal with the same certificate.
 */
export async function loadOrCreateSelfSignedSeal(db: Db, create: () => Promise<StoredSealKey>): Promise<StoredSealKey> {
  const existing = await readSelfSignedSeal(db);
  if (existing) return existing;
  const fresh = await create();
  await db
    .insertInto('document_seal_keys')
    .values({ name: SELF_SIGNED, private_key_pem: fresh.privateKeyPem, certificate_pem: fresh.certificatePem })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await readSelfSignedSeal(db);
  if (!stored) throw new Error('the self-signed document seal was not stored');
  return stored;
}

async function readSelfSignedSeal(db: Db): Promise<StoredSealKey | undefined> {
  const row = await db
    .selectFrom('document_seal_keys')
    .select(['private_key_pem', 'certificate_pem'])
    .where('name', '=', SELF_SIGNED)
    .executeTakeFirst();
  return row && { privateKeyPem: row.private_key_pem, certificatePem: row.certificate_pem };
}
