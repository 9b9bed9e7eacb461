import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_CLIENT_ID_PREFIX } from '../../domain/api-clients.ts';
import { ROLE } from '../../domain/roles.ts';
import type { Db } from './database.ts';

export type ApiClientRecord = {
  clientId: string;
  name: string;
  organisationId: number;
  organisationName: string;
  /** False for a client registered at an external issuer: it never gets a secret from us. */
  hasSecret: boolean;
  createdBy: string | null;
  createdAt: Date;
  revokedAt: Date | null;
  /** The service user's last recorded activity (noted at most every five minutes). */
  lastUsedAt: Date | null;
};

/** Secrets are 32 random bytes, so one round of SHA-256 is as strong as any slow hash here. */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function clientSecretMatches(presented: string, storedHash: string): boolean {
  const actual = Buffer.from(hashClientSecret(presented), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function newClientId(): string {
  return `${API_CLIENT_ID_PREFIX}${randomBytes(16).toString('base64url')}`;
}

export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

function listQuery(db: Db) {
  return db
    .selectFrom('api_clients as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisation_id')
    .leftJoin('users as u', 'u.id', 'c.client_id')
    .select([
      'c.client_id',
      'c.name',
      'c.organisation_id',
      'o.name as organisation_name',
      'c.secret_hash',
      'c.created_by',
      'c.created_at',
      'c.revoked_at',
      'u.last_activity',
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

function toRecord(row: ListRow): ApiClientRecord {
  return {
    clientId: row.client_id,
    name: row.name,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    hasSecret: row.secret_hash !== null,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    lastUsedAt: row.last_activity ? new Date(row.last_activity) : null,
  };
}

/** Active clients first, newest first within each group. */
export async function listApiClients(db: Db): Promise<ApiClientRecord[]> {
  const rows = await listQuery(db)
    .orderBy('c.revoked_at', (o) => o.desc().nullsFirst())
    .orderBy('c.created_at', 'desc')
    .orderBy('c.client_id')
    .execute();
  return rows.map(toRecord);
}

export async function findApiClient(db: Db, clientId: string): Promise<ApiClientRecord | undefined> {
  const row = await listQuery(db).where('c.client_id', '=', clientId).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export type NewApiClient = { name: string; organisationId: number; createdBy: string; externalClientId?: string };

/**
 * Creates the client and its service user together: an agent of the organisation with no email,
 * so nobody can sign in as it, and every tenancy rule treats it as that organisation's agent.
 * Answers null when the id is already a user's or a client's.
 */
export async function createApiClient(
  db: Db,
  input: NewApiClient,
): Promise<{ client: ApiClientRecord; secret: string | null } | null> {
  const clientId = input.externalClientId ?? newClientId();
  const secret = input.externalClientId ? null : newClientSecret();
  const created = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        id: clientId,
        email: '',
        display_name: input.name,
        role: ROLE.agent,
        organisation_id: input.organisationId,
        photo_url: null,
        last_activity: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await trx
      .insertInto('api_clients')
      .values({
        client_id: clientId,
        name: input.name,
        organisation_id: input.organisationId,
        secret_hash: secret ? hashClientSecret(secret) : null,
        created_by: input.createdBy,
      })
      .execute();
    return true;
  });
  if (!created) return null;
  return { client: (await findApiClient(db, clientId))!, secret };
}

/** Marks the client revoked; its service user stays, so what it did remains attributed. */
export async function revokeApiClient(db: Db, clientId: string): Promise<'revoked' | 'already' | 'unknown'> {
  const updated = await db
    .updateTable('api_clients')
    .set({ revoked_at: new Date() })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .returning('client_id')
    .executeTakeFirst();
  if (updated) return 'revoked';
  const exists = await db
    .selectFrom('api_clients')
    .select('client_id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return exists ? 'already' : 'unknown';
}

/** The stored secret hash of an active client (null for an external one), or undefined when unknown or revoked. */
export async function activeApiClientSecret(
  db: Db,
  clientId: string,
): Promise<{ secretHash: string | null } | undefined> {
  const row = await db
    .selectFrom('api_clients')
    .select('secret_hash')
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { secretHash: row.secret_hash } : undefined;
}

/** Whether a token's client may act now: checked on every request, so a revocation takes effect at once. */
export async function apiClientState(db: Db, clientId: string): Promise<'active' | 'revoked' | 'unknown'> {
  const row = await db
    .selectFrom('api_clients')
    .select('revoked_at')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return 'unknown';
  return row.revoked_at ? 'revoked' : 'active';
}
