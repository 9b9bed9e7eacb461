import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { RoleCode } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { isPerson } from './service-users.ts';
import { propertyVisibleTo, userVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

/** Properties a person owns, created or sells: the number the people tables show. */
function propertyCount() {
  return sql<number>`(select count(*)::int from properties p where p.deleted_at is null and (p.owner_id = u.id or p.creator_id = u.id or exists (select 1 from property_sellers ps where ps.property_id = p.id and ps.user_id = u.id)))`;
}

function peopleQuery(db: Db, viewer: Viewer) {
  return db
    .selectFrom('users as u')
    .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
    .where(userVisibleTo(viewer))
    .select([
      'u.id',
      'u.display_name as name',
      'u.email',
      'u.role',
      'u.organisation_id as organisation',
      'o.name as organisation_name',
      'u.date_registered',
      'u.last_activity',
      'u.accepted_tcs',
      propertyCount().as('num_properties'),
    ])
    .orderBy('u.display_name')
    .orderBy('u.id');
}

export type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleQuery>['execute']>>[number];

/** People of these roles the viewer can see; `organisationIds` limits them to staff of those organisations. */
export function listPeople(db: Db, viewer: Viewer, roles: readonly RoleCode[], organisationIds?: readonly number[]) {
  let query = peopleQuery(db, viewer).where('u.role', 'in', roles).where(isPerson('u.id'));
  if (organisationIds)
    query = organisationIds.length
      ? query.where('u.organisation_id', 'in', organisationIds)
      : query.where(sql<boolean>`false`);
  return query.execute();
}

/** Sellers of the properties the viewer sees (every seller for an administrator). */
export function listSellersVisibleTo(db: Db, viewer: Viewer, role: RoleCode) {
  return peopleQuery(db, viewer)
    .where('u.role', '=', role)
    .where(isPerson('u.id'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('property_sellers as ps')
          .innerJoin('properties as p', 'p.id', 'ps.property_id')
          .select(sql`1`.as('one'))
          .whereRef('ps.user_id', '=', 'u.id')
          .where(propertyVisibleTo(viewer)),
      ),
    )
    .execute();
}

export async function findPerson(db: Db, viewer: Viewer, id: string): Promise<PersonRow | undefined> {
  return peopleQuery(db, viewer).where('u.id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const lower = email.trim().toLowerCase();
  const user = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', lower).executeTakeFirst();
  if (user) return true;
  const account = await db
    .selectFrom('identity_accounts')
    .select('id')
    .where(sql`lower(email)`, '=', lower)
    .executeTakeFirst();
  return account !== undefined;
}

/**
 * A person added by an administrator or brand admin: a user record and, with the same id, an
 * account of the embedded identity provider without a password (they choose one through "Forgot
 * your password?"), its email counted as verified because an administrator vouched for it.
 */
export async function insertPerson(
  db: Db,
  input: { name: string; email: string; role: RoleCode; organisationId: number },
): Promise<string> {
  const id = `u-${randomUUID()}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('identity_accounts')
      .values({ id, email: input.email, name: input.name, password_hash: null, demo: false, email_verified: true })
      .execute();
    await trx
      .insertInto('users')
      .values({
        id,
        email: input.email,
        display_name: input.name,
        role: input.role,
        organisation_id: input.organisationId,
        photo_url: null,
        last_activity: null,
      })
      .execute();
  });
  return id;
}

/** Hands every live property the agent owns or created to another agent; returns how many moved. */
async function transferProperties(trx: Transaction<Database>, fromId: string, toId: string): Promise<number> {
  const owned = await trx
    .updateTable('properties')
    .set({ owner_id: toId })
    .where('owner_id', '=', fromId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  await trx
    .updateTable('properties')
    .set({ creator_id: toId })
    .where('creator_id', '=', fromId)
    .where('deleted_at', 'is', null)
    .execute();
  return Number(owned.numUpdatedRows);
}

export async function countPropertiesOwnedBy(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('owner_id', '=', id), eb('creator_id', '=', id)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What a caller adds to the transaction of a change, last (telling others of it). */
type AlsoInTransaction = (trx: Transaction<Database>) => Promise<void>;

/** Moves an agent to another organisation, their properties to the take-over agent when one is named. */
export async function moveAgent(
  db: Db,
  id: string,
  organisationId: number,
  takeOverAgentId: string | null,
  also?: AlsoInTransaction,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const moved = takeOverAgentId ? await transferProperties(trx, id, takeOverAgentId) : 0;
    await trx.updateTable('users').set({ organisation_id: organisationId }).where('id', '=', id).execute();
    await also?.(trx);
    return moved;
  });
}

/**
 * Removing an agent takes them out of their organisation and back to a home mover: their account,
 * signatures and answers stay on record, and they keep seeing any property they sell.
 */
export async function removeAgent(
  db: Db,
  id: string,
  newAgentId: string | null,
  homeMoverRole: RoleCode,
  also?: AlsoInTransaction,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const moved = newAgentId ? await transferProperties(trx, id, newAgentId) : 0;
    await trx.updateTable('users').set({ organisation_id: null, role: homeMoverRole }).where('id', '=', id).execute();
    await also?.(trx);
    return moved;
  });
}

/** Users whose email contains the text, for the administrator's user search; at most 50. */
export function searchUsersByEmail(db: Db, text: string) {
  const pattern = `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .selectFrom('users')
    .select(['id', 'display_name as name', 'email', 'role'])
    .where(sql`lower(email)`, 'like', pattern)
    .where(isPerson('users.id'))
    .orderBy('email')
    .limit(50)
    .execute();
}
