import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Signatures of a property's forms (table `signatures`, migration 0007). A live signature has no
 * `removed_at`; unsigning keeps the row with who removed it and when.
 */
export type LiveSignature = {
  id: number;
  questionnaireId: number;
  userId: string;
  signerName: string;
  sellerType: number | null;
  definitionVersion: number;
  answersSha256: string;
  signedAt: Date;
};

export async function liveSignatures(db: Db, propertyId: number): Promise<LiveSignature[]> {
  const rows = await db
    .selectFrom('signatures')
    .select([
      'id',
      'questionnaire_id',
      'user_id',
      'signer_name',
      'seller_type',
      'definition_version',
      'answers_sha256',
      'signed_at',
    ])
    .where('property_id', '=', propertyId)
    .where('removed_at', 'is', null)
    .orderBy('signed_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    questionnaireId: row.questionnaire_id,
    userId: row.user_id,
    signerName: row.signer_name,
    sellerType: row.seller_type,
    definitionVersion: row.definition_version,
    answersSha256: row.answers_sha256,
    signedAt: new Date(row.signed_at),
  }));
}

/**
 * Holds the property's form rows until the transaction ends, so a save and a signature of the
 * same property never interleave (PGlite is one connection already; PostgreSQL needs the lock).
 */
export async function lockPropertyForms(db: Db, propertyId: number): Promise<void> {
  await sql`select 1 from property_questionnaires where property_id = ${propertyId} for update`.execute(db);
}

export async function sellerCount(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('property_sellers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSignature(
  db: Db,
  values: {
    propertyId: number;
    questionnaireId: number;
    phaseId: number;
    userId: string;
    signerName: string;
    sellerType: number | null;
    definitionVersion: number;
    answersSha256: string;
    signedAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('signatures')
    .values({
      property_id: values.propertyId,
      questionnaire_id: values.questionnaireId,
      phase_id: values.phaseId,
      user_id: values.userId,
      signer_name: values.signerName,
      seller_type: values.sellerType,
      definition_version: values.definitionVersion,
      answers_sha256: values.answersSha256,
      signed_at: values.signedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type SignatureRecord = {
  id: number;
  propertyId: number;
  questionnaireId: number;
  phaseId: number;
  phaseLabel: string | null;
  userId: string;
  signerName: string;
  signerEmail: string;
  signerRole: number;
  sellerType: number | null;
  definitionVersion: number;
  answersSha256: string;
  signedAt: Date;
  removedAt: Date | null;
  removedByName: string | null;
};

function signatureQuery(db: Db) {
  return db
    .selectFrom('signatures as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as r', 'r.id', 's.removed_by')
    .leftJoin('phases as ph', 'ph.id', 's.phase_id')
    .select([
      's.id',
      's.property_id',
      's.questionnaire_id',
      's.phase_id',
      'ph.label as phase_label',
      's.user_id',
      's.signer_name',
      'u.email',
      'u.role',
      's.seller_type',
      's.definition_version',
      's.answers_sha256',
      's.signed_at',
      's.removed_at',
      'r.display_name as removed_by_name',
    ]);
}

type SignatureRow = Awaited<ReturnType<ReturnType<typeof signatureQuery>['executeTakeFirstOrThrow']>>;

function recordOf(row: SignatureRow): SignatureRecord {
  return {
    id: row.id,
    propertyId: row.property_id,
    questionnaireId: row.questionnaire_id,
    phaseId: row.phase_id,
    phaseLabel: row.phase_label ?? null,
    userId: row.user_id,
    signerName: row.signer_name,
    signerEmail: row.email,
    signerRole: row.role,
    sellerType: row.seller_type,
    definitionVersion: row.definition_version,
    answersSha256: row.answers_sha256,
    signedAt: new Date(row.signed_at),
    removedAt: row.removed_at === null ? null : new Date(row.removed_at),
    removedByName: row.removed_by_name ?? null,
  };
}

/** Every signature ever given on the property, removed ones included, by phase, form and time. */
export async function signatureHistory(db: Db, propertyId: number): Promise<SignatureRecord[]> {
  const rows = await signatureQuery(db)
    .where('s.property_id', '=', propertyId)
    .orderBy('s.phase_id')
    .orderBy('s.questionnaire_id')
    .orderBy('s.signed_at')
    .orderBy('s.id')
    .execute();
  return rows.map(recordOf);
}

export async function findSignature(db: Db, id: number): Promise<SignatureRecord | undefined> {
  const row = await signatureQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : undefined;
}

/** Marks the signature removed (never deletes the row); false when it was already removed. */
export async function removeSignature(db: Db, id: number, removedBy: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('signatures')
    .set({ removed_at: at, removed_by: removedBy })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setAccepted(
  db: Db,
  propertyId: number,
  questionnaireId: number,
  accepted: boolean,
): Promise<void> {
  await db
    .updateTable('property_questionnaires')
    .set({ accepted })
    .where('property_id', '=', propertyId)
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
}

/** The property's sellers, as they joined, by name and email. */
export async function sellerContacts(db: Db, propertyId: number): Promise<{ name: string; email: string }[]> {
  const rows = await db
    .selectFrom('property_sellers as ps')
    .innerJoin('users as u', 'u.id', 'ps.user_id')
    .select(['u.display_name', 'u.email'])
    .where('ps.property_id', '=', propertyId)
    .orderBy('ps.added_at')
    .execute();
  return rows.map((row) => ({ name: row.display_name, email: row.email }));
}

/** The email of each signer, and whether the identity provider verified it (null for an external account). */
export async function signerEmails(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { email: string; emailVerified: boolean | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('identity_accounts as a', 'a.id', 'u.id')
    .select(['u.id', 'u.email', 'a.email_verified'])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { email: row.email, emailVerified: row.email_verified ?? null }]));
}
