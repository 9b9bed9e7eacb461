import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from './database.ts';
import { prepared } from './prepared.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { PropertyData } from './schema.ts';
import { loadedViewerFrom, viewerQuery, type LoadedViewer, type Viewer } from './viewer.ts';

/** A property with the relations its screens show, as read by one viewer. */
export type PropertyRecord = {
  id: number;
  name: string;
  address: string;
  city: string;
  postcode: string;
  titleNumber: string | null;
  friendlyId: string;
  phaseId: number;
  complete: number;
  createdAt: Date;
  deletedAt: Date | null;
  searchesRequested: boolean;
  ta6Part1Active: boolean;
  data: PropertyData;
  ownerId: string | null;
  ownerName: string | null;
  agencyId: number | null;
  /** The owning agency and every organisation the property was made available to. */
  organisationIds: number[];
  agenciesNames: string[];
  solicitorsNames: string[];
  sellerEmails: string[];
  /** Seller invitations not yet accepted: they hold a seller's place (spec 02 §4.6). */
  pendingSellers: number;
  /** Latest activity of any seller; null when no seller has signed in yet. */
  lastSignIn: Date | null;
  isSeller: boolean;
};

export type PropertyListQuery = { page: number; pageSize: number; search?: string; deleted: boolean };

/** `visibleTo` null: the caller has already limited the rows to what the viewer may see. */
function baseQuery(db: Db, visibleTo: Viewer | null) {
  return db
    .selectFrom('properties as p')
    .leftJoin('users as owner', 'owner.id', 'p.owner_id')
    .leftJoin('organisations as agency', 'agency.id', 'p.agency_id')
    .$if(visibleTo !== null, (q) => q.where(propertyVisibleTo(visibleTo!)))
    .select([
      'p.id', 'p.name', 'p.address', 'p.city', 'p.postcode', 'p.title_number', 'p.friendly_id', 'p.phase_id',
      'p.complete', 'p.created_at', 'p.deleted_at', 'p.searches_requested', 'p.ta6_part1_active', 'p.data',
      'p.owner_id', 'p.agency_id', 'owner.display_name as owner_name', 'agency.name as agency_name',
      // Sellers and organisations come in the same round trip, as JSON arrays per property.
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('property_sellers as ps')
            .innerJoin('users as u', 'u.id', 'ps.user_id')
            .select(['u.id as user_id', 'u.email', 'u.last_activity'])
            .whereRef('ps.property_id', '=', 'p.id')
            .orderBy('ps.added_at'),
        ).as('sellers'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('property_organisations as po')
            .innerJoin('organisations as o', 'o.id', 'po.organisation_id')
            .select(['o.id', 'o.name', 'o.type'])
            .whereRef('po.property_id', '=', 'p.id')
            .orderBy('o.name'),
        ).as('organisations'),
      (eb) =>
        eb
          .selectFrom('invitations as inv')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('inv.property_id', '=', 'p.id')
          .where('inv.role', '=', 1)
          .where('inv.accepted_at', 'is', null)
          .where('inv.removed_at', 'is', null)
          .as('pending_sellers'),
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * One page of what the viewer may see, newest first, with the count of all matches on every row.
 * The page's ids and the count are found first, over the properties table alone; owners, agencies,
 * sellers and organisations are then joined for those rows only, not for every match.
 */
function pageQuery(db: Db, viewer: Viewer, query: PropertyListQuery) {
  let ids = db
    .selectFrom('properties as p')
    .select(['p.id', sql<number>`count(*) over ()`.as('total_count')])
    .where(propertyVisibleTo(viewer))
    .where('p.deleted_at', query.deleted ? 'is not' : 'is', null);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    ids = ids.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.address', 'ilike', pattern),
        eb('p.postcode', 'ilike', pattern),
        eb('p.city', 'ilike', pattern),
        eb('p.friendly_id', 'ilike', pattern),
      ]),
    );
  }
  const page = ids
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return baseQuery(db, null)
    .innerJoin(page.as('page_ids'), 'page_ids.id', 'p.id')
    .select('page_ids.total_count')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

/** Past the last page the window count is absent; count separately so pagination stays right. */
async function totalOf(db: Db, viewer: Viewer, query: PropertyListQuery, rows: { total_count: number }[]): Promise<number> {
  if (rows.length > 0 || query.page === 1) return Number(rows[0]?.total_count ?? 0);
  let q = baseQuery(db, viewer)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .where('p.deleted_at', query.deleted ? 'is not' : 'is', null);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.address', 'ilike', pattern), eb('p.postcode', 'ilike', pattern), eb('p.city', 'ilike', pattern), eb('p.friendly_id', 'ilike', pattern)]));
  }
  const counted = await q.executeTakeFirst();
  return Number(counted?.n ?? 0);
}

export async function listVisibleProperties(db: Db, viewer: Viewer, query: PropertyListQuery) {
  const rows = await pageQuery(db, viewer, query).execute();
  return { properties: rows.map((row) => toRecord(viewer, row)), total: await totalOf(db, viewer, query, rows) };
}

/** The statement behind listVisiblePropertiesWithViewer (exported for EXPLAIN in tests/bench/explain-list.ts). */
export function listWithViewerQuery(db: Db, userId: string, assumed: Viewer, query: PropertyListQuery) {
  return db
    .selectFrom(viewerQuery(db, userId).as('v'))
    .leftJoin(pageQuery(db, assumed, query).as('page'), (join) => join.onTrue())
    .select(sql<Parameters<typeof loadedViewerFrom>[0]>`to_json(v)`.as('viewer'))
    .selectAll('page')
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc');
}

/**
 * The viewer and their page in one statement: the user's row (read afresh, as on every request)
 * joined to the page computed for `assumed`, the viewer this user had last time. The caller must
 * use the page only when the fresh viewer has the same tenancy as `assumed` (sameTenancy); both
 * come from one snapshot, so the page is then exactly what the viewer may see now. Undefined when
 * the user does not exist.
 */
export async function listVisiblePropertiesWithViewer(db: Db, userId: string, assumed: Viewer, query: PropertyListQuery) {
  const { rows } = await db.executeQuery(prepared(listWithViewerQuery(db, userId, assumed, query).compile()));
  if (rows.length === 0) return undefined;
  const loaded: LoadedViewer = loadedViewerFrom(rows[0].viewer);
  // With an empty page the left join still yields the viewer's row, its page columns null.
  const page = rows.filter((row) => row.id !== null) as unknown as BaseRow[] & { total_count: number }[];
  return {
    loaded,
    properties: page.map((row) => toRecord(assumed, row)),
    total: await totalOf(db, assumed, query, page),
  };
}

export async function findVisibleProperty(db: Db, viewer: Viewer, id: number): Promise<PropertyRecord | undefined> {
  const row = await baseQuery(db, viewer).where('p.id', '=', id).where('p.deleted_at', 'is', null).executeTakeFirst();
  return row ? toRecord(viewer, row) : undefined;
}

function toRecord(viewer: Viewer, row: BaseRow): PropertyRecord {
  const mine = row.sellers;
  const orgs = row.organisations;
  const activity = mine.map((seller) => seller.last_activity).filter((value): value is string => value !== null);
  const agencies = [row.agency_name, ...orgs.filter((o) => o.type === 2).map((o) => o.name)].filter(
    (name): name is string => Boolean(name),
  );
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    titleNumber: row.title_number,
    friendlyId: row.friendly_id,
    phaseId: row.phase_id,
    complete: row.complete,
    createdAt: new Date(row.created_at),
    deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
    searchesRequested: row.searches_requested,
    ta6Part1Active: row.ta6_part1_active,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as PropertyData,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    agencyId: row.agency_id,
    organisationIds: [...new Set([row.agency_id, ...orgs.map((o) => o.id)].filter((id): id is number => id !== null))],
    agenciesNames: [...new Set(agencies)],
    solicitorsNames: orgs.filter((o) => o.type === 3).map((o) => o.name),
    sellerEmails: mine.map((s) => s.email),
    pendingSellers: Number(row.pending_sellers ?? 0),
    lastSignIn: activity.length ? new Date(Math.max(...activity.map((d) => new Date(d).getTime()))) : null,
    isSeller: mine.some((s) => s.user_id === viewer.id),
  };
}

/** Properties with the relations their screens show, by id, in the order given (the admin list's page). */
export async function propertiesByIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<PropertyRecord[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, null).where('p.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, toRecord(viewer, row)]));
  return ids.map((id) => byId.get(id)).filter((record): record is PropertyRecord => record !== undefined);
}
