import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { LRUCache } from 'lru-cache';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../domain/organisation-types.ts';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import { batchStatement } from './batch-statement.ts';
import type { Db } from './database.ts';
import { propertyVisibleTo, userVisibleTo } from './tenancy.ts';
import { loadViewer, type LoadedViewer, type UserRecord, type Viewer } from './viewer.ts';

export type { UserRecord } from './viewer.ts';

function usersQuery(db: Db, visibleTo?: Viewer) {
  return (
    db
      .selectFrom('users as u')
      .$if(visibleTo !== undefined, (q) => q.where(userVisibleTo(visibleTo!)))
      .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
      .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
      .selectAll('u')
      .select([
        'o.name as org_name',
        'o.credits as org_credits',
        'o.type as org_type',
        'parent.name as org_parent_name',
      ])
      // The brand's theme: the organisation's own when it is a brand, else its brand's.
      .select(sql<string | null>`coalesce(o.theme_key, parent.theme_key)`.as('org_theme_key'))
  );
}

type UserQueryRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['execute']>>[number];

function userRecordOf(row: UserQueryRow): UserRecord {
  const { org_name, org_credits, org_type, org_parent_name, org_theme_key, ...user } = row;
  return {
    ...user,
    organisation:
      user.organisation_id !== null && org_name !== null
        ? {
            id: user.organisation_id,
            name: org_name,
            credits: org_credits ?? -1,
            type: org_type ?? ORGANISATION_TYPE.agency,
            parentName: org_parent_name,
            themeKey: org_theme_key,
          }
        : null,
  };
}

export async function findUser(db: Db, id: string, visibleTo?: Viewer): Promise<UserRecord | undefined> {
  const row = await usersQuery(db, visibleTo).where('u.id', '=', id).executeTakeFirst();
  return row ? userRecordOf(row) : undefined;
}

/** A user as a batch read finds it: the record, whether it is an API client's, and the properties it names. */
export type VisibleUser = { user: UserRecord; isService: boolean; properties: { id: number; name: string }[] };

/**
 * The users among `ids` the viewer may see, each with whether it is an API client's service user
 * and the properties it owns or sells that the viewer may see, in one statement with the tenancy
 * rules in it: what `findUser`, `isServiceUser` and `listUserPropertyRefs` answer, for a batch.
 */
export async function findVisibleUsers(db: Db, viewer: Viewer, ids: readonly string[]): Promise<VisibleUser[]> {
  if (ids.length === 0) return [];
  const statement = batchStatement(db, 'users', viewer, ids, ({ viewer, idIn }) =>
    usersQuery(db, viewer)
      .where(idIn('u.id'))
      .select((eb) => [
        eb
          .exists(eb.selectFrom('api_clients as ac').select('ac.client_id').whereRef('ac.client_id', '=', 'u.id'))
          .as('is_service'),
        jsonArrayFrom(
          eb
            .selectFrom('properties as p')
            .select(['p.id', 'p.name'])
            .where((inner) =>
              inner.or([
                inner('p.owner_id', '=', inner.ref('u.id')),
                inner.exists(
                  inner
                    .selectFrom('property_sellers as ps')
                    .select('ps.user_id')
                    .whereRef('ps.property_id', '=', 'p.id')
                    .whereRef('ps.user_id', '=', 'u.id'),
                ),
              ]),
            )
            .where(propertyVisibleTo(viewer))
            .where('p.deleted_at', 'is', null)
            .orderBy('p.id'),
        ).as('property_refs'),
      ]),
  );
  const { rows } = await db.executeQuery(statement);
  return rows.map(({ is_service, property_refs, ...row }) => ({
    user: userRecordOf(row),
    isService: Boolean(is_service),
    properties: property_refs,
  }));
}

export type IdentityClaims = { sub: string; email?: string; name?: string };

/** Activity is recorded at most every five minutes, so reads do not turn into writes. */
const ACTIVITY_GRANULARITY_MS = 5 * 60 * 1000;

/** Per database: when this process last wrote each user's activity, so a burst of requests writes once. */
const activityWritten = new WeakMap<Db, LRUCache<string, number>>();

/**
 * Records that the user was active, off the request path: the write is started, not awaited, and
 * a failed write is only retried on a later request (activity is bookkeeping; losing one stamp
 * must never fail or slow the request that caused it).
 */
export function noteActivity(db: Db, user: Pick<UserRecord, 'id' | 'last_activity'>): void {
  let written = activityWritten.get(db);
  if (!written) activityWritten.set(db, (written = new LRUCache({ max: 10_000 })));
  const now = Date.now();
  const last = Math.max(user.last_activity ? new Date(user.last_activity).getTime() : 0, written.get(user.id) ?? 0);
  if (now - last <= ACTIVITY_GRANULARITY_MS) return;
  written.set(user.id, now);
  db.updateTable('users')
    .set({ last_activity: new Date(now) })
    .where('id', '=', user.id)
    .execute()
    .catch(() => written.delete(user.id));
}

/**
 * The product's user and viewer for a verified token, read in one statement: created on first
 * sign-in (as a home mover, the role self-registered sellers have), with its activity recorded off
 * the request path.
 */
export async function ensureUser(db: Db, claims: IdentityClaims): Promise<LoadedViewer> {
  const existing = await loadViewer(db, claims.sub);
  if (existing) {
    noteActivity(db, existing.record);
    return existing;
  }
  await db
    .insertInto('users')
    .values({
      id: claims.sub,
      email: claims.email ?? '',
      display_name: claims.name ?? '',
      role: ROLE.homeMover,
      organisation_id: null,
      photo_url: null,
      last_activity: new Date(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const created = await loadViewer(db, claims.sub);
  if (!created) throw new Error('user vanished after insert');
  return created;
}

export type UserChanges = {
  displayName?: string;
  email?: string;
  photoUrl?: string | null;
  role?: RoleCode;
  organisationId?: number | null;
};

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<void> {
  const set: Record<string, unknown> = {};
  if (changes.displayName !== undefined) set.display_name = changes.displayName;
  if (changes.email !== undefined) set.email = changes.email;
  if (changes.photoUrl !== undefined) set.photo_url = changes.photoUrl;
  if (changes.role !== undefined) set.role = changes.role;
  if (changes.organisationId !== undefined) set.organisation_id = changes.organisationId;
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

export async function acceptTerms(db: Db, id: string): Promise<void> {
  await db.updateTable('users').set({ accepted_tcs: true }).where('id', '=', id).execute();
}

export async function countOwnedProperties(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('owner_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The organisation's type, or undefined when there is none with this id. */
export async function organisationTypeOf(db: Db, id: number): Promise<OrganisationTypeCode | undefined> {
  const row = await db.selectFrom('organisations').select('type').where('id', '=', id).executeTakeFirst();
  return row?.type;
}

export async function organisationExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('organisations').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * The properties a user owns or sells, as far as the viewer may see them: the same tenancy rule as
 * `GET /properties`, so a user record never names a property that answers 404 to its reader.
 */
export async function listUserPropertyRefs(db: Db, id: string, viewer: Viewer) {
  return db
    .selectFrom('properties as p')
    .select(['p.id', 'p.name'])
    .where((eb) =>
      eb.or([
        eb('p.owner_id', '=', id),
        eb.exists(
          eb
            .selectFrom('property_sellers as ps')
            .select('ps.user_id')
            .whereRef('ps.property_id', '=', 'p.id')
            .where('ps.user_id', '=', id),
        ),
      ]),
    )
    .where(propertyVisibleTo(viewer))
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id')
    .execute();
}
