import { sql } from 'kysely';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../domain/organisation-types.ts';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import type { UserRow } from './schema.ts';
import { propertyVisibleTo, userVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

export type UserRecord = UserRow & {
  organisation: { id: number; name: string; credits: number; parentName: string | null; type: OrganisationTypeCode } | null;
};

export async function findUser(db: Db, id: string, visibleTo?: Viewer): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users as u')
    .$if(visibleTo !== undefined, (q) => q.where(userVisibleTo(visibleTo!)))
    .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .selectAll('u')
    .select(['o.name as org_name', 'o.credits as org_credits', 'o.type as org_type', 'parent.name as org_parent_name'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { org_name, org_credits, org_type, org_parent_name, ...user } = row;
  return {
    ...user,
    organisation:
      user.organisation_id !== null && org_name !== null
        ? { id: user.organisation_id, name: org_name, credits: org_credits ?? -1, type: org_type ?? ORGANISATION_TYPE.agency, parentName: org_parent_name }
        : null,
  };
}

export type IdentityClaims = { sub: string; email?: string; name?: string };

/** Activity is recorded at most every five minutes, so reads do not turn into writes. */
const ACTIVITY_GRANULARITY_MS = 5 * 60 * 1000;

/**
 * The product's user record for a verified token: created on first sign-in (as a home mover, the
 * role self-registered sellers have), with its last activity refreshed. In the common case this is
 * one read; it writes only for a new user or a stale activity stamp.
 */
export async function ensureUser(db: Db, claims: IdentityClaims): Promise<UserRecord> {
  const existing = await findUser(db, claims.sub);
  const now = new Date();
  if (existing) {
    const last = existing.last_activity ? new Date(existing.last_activity).getTime() : 0;
    if (now.getTime() - last > ACTIVITY_GRANULARITY_MS) {
      await db.updateTable('users').set({ last_activity: now }).where('id', '=', claims.sub).execute();
      existing.last_activity = now;
    }
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
      last_activity: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const user = await findUser(db, claims.sub);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

export type UserChanges = { displayName?: string; email?: string; photoUrl?: string | null; role?: RoleCode; organisationId?: number | null };

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
    .where((eb) => eb.or([eb('p.owner_id', '=', id), eb.exists(eb.selectFrom('property_sellers as ps').select('ps.user_id').whereRef('ps.property_id', '=', 'p.id').where('ps.user_id', '=', id))]))
    .where(propertyVisibleTo(viewer))
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id')
    .execute();
}
