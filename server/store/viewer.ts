import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../domain/organisation-types.ts';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { UserRow } from './schema.ts';

/** Who is asking: everything the store needs to decide tenancy. */
export type Viewer = {
  id: string;
  role: RoleCode;
  organisationId: number | null;
  /**
   * Organisations the viewer acts for: their agency or firm, or a brand and everything under it.
   * Empty for sellers and simple users, who see only what they sell or created. Unused for
   * administrators, who see everything.
   */
  actsFor: number[];
};

export type UserRecord = UserRow & {
  organisation: {
    id: number;
    name: string;
    credits: number;
    parentName: string | null;
    type: OrganisationTypeCode;
    themeKey?: string | null;
  } | null;
};

/** The organisations a role acts for, given its organisation and, for a brand admin, the brand's children. */
export function actsForOf(role: number, organisationId: number | null, children: readonly number[]): number[] {
  if (organisationId === null) return [];
  if (role === ROLE.agent || role === ROLE.solicitor) return [organisationId];
  if (role === ROLE.brandAdmin) return [organisationId, ...children];
  return [];
}

/**
 * The user, their organisation and (for a brand admin) the brand's children in one statement, so
 * the viewer costs one round trip; routes with their own query embed it there and pay none.
 */
export function viewerQuery(db: Db, id: string) {
  return (
    db
      .selectFrom('users as u')
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
      .select(
        sql<
          number[] | null
        >`case when u.role = ${sql.lit(ROLE.brandAdmin)} then (select json_agg(c.id order by c.id) from organisations c where c.parent_id = u.organisation_id) end`.as(
          'org_children',
        ),
      )
      .where('u.id', '=', id)
  );
}

type ViewerRow = Awaited<ReturnType<ReturnType<typeof viewerQuery>['executeTakeFirstOrThrow']>>;
/** The same row read through to_json, where timestamps arrive as ISO strings. */
type ViewerJsonRow = Omit<ViewerRow, 'date_registered' | 'last_activity'> & {
  date_registered: Date | string;
  last_activity: Date | string | null;
};

export type LoadedViewer = { record: UserRecord; viewer: Viewer | null };

/** `viewer` is null when the stored role is not one the product knows (the caller answers 403). */
export function loadedViewerFrom(row: ViewerJsonRow): LoadedViewer {
  const { org_name, org_credits, org_type, org_parent_name, org_theme_key, org_children, ...user } = row;
  const record: UserRecord = {
    ...user,
    date_registered: new Date(user.date_registered),
    last_activity: user.last_activity === null ? null : new Date(user.last_activity),
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
  const role = user.role;
  const known = (Object.values(ROLE) as number[]).includes(role);
  const viewer = known
    ? {
        id: user.id,
        role: role as RoleCode,
        organisationId: user.organisation_id,
        actsFor: actsForOf(role, user.organisation_id, org_children ?? []),
      }
    : null;
  return { record, viewer };
}

export async function loadViewer(db: Db, id: string): Promise<LoadedViewer | undefined> {
  const { rows } = await db.executeQuery(
    compiledOnce(db, 'viewer', (slot) => viewerQuery(db, slot('user')), { user: id }),
  );
  const row = rows[0] as ViewerRow | undefined;
  return row ? loadedViewerFrom(row) : undefined;
}

/**
 * The viewer each user had on their last request, used only to build the tenancy filter of a
 * query that also reads the viewer afresh: the answer is used only when the fresh viewer matches
 * (sameTenancy), otherwise the query runs again. So a stale entry costs a round trip, never access.
 */
const lastSeen = new WeakMap<Db, LRUCache<string, Viewer>>();

function hintsOf(db: Db): LRUCache<string, Viewer> {
  let hints = lastSeen.get(db);
  if (!hints) lastSeen.set(db, (hints = new LRUCache({ max: 10_000 })));
  return hints;
}

export const viewerHints = {
  get: (db: Db, id: string) => hintsOf(db).get(id),
  set: (db: Db, viewer: Viewer) => void hintsOf(db).set(viewer.id, viewer),
  forget: (db: Db, id: string) => void hintsOf(db).delete(id),
};

export function sameTenancy(a: Viewer, b: Viewer): boolean {
  return (
    a.id === b.id &&
    a.role === b.role &&
    a.organisationId === b.organisationId &&
    a.actsFor.length === b.actsFor.length &&
    a.actsFor.every((id, i) => id === b.actsFor[i])
  );
}
