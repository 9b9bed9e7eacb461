import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from './database.ts';
import { listedPropertyFrom, type ListedProperty, type ListedRow } from './properties.ts';
import type { Database } from './schema.ts';
import { propertyVisibleTo } from './tenancy.ts';
import { loadedViewerFrom, viewerQuery, type LoadedViewer, type Viewer } from './viewer.ts';

export type PropertyListQuery = { page: number; pageSize: number; search?: string; deleted: boolean };

/** What a page asks for, in its statement's terms: `pattern` is a LIKE pattern, absent without a search. */
export type PageParams = { limit: number; offset: number; pattern?: string; deleted: boolean };

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function pageParams(query: PropertyListQuery): PageParams {
  const search = query.search?.trim();
  return {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    pattern: search ? likePattern(search) : undefined,
    deleted: query.deleted,
  };
}

type PropertyScope = ExpressionBuilder<Database & { p: Database['properties'] }, 'p'>;

/** The list's filters: deleted or not, and the search over name, address, postcode, city and id. */
function matchesFilters(params: PageParams) {
  return (eb: PropertyScope): Expression<SqlBool> => {
    const pattern = params.pattern;
    const conditions = [eb('p.deleted_at', params.deleted ? 'is not' : 'is', null)];
    if (pattern !== undefined) {
      const columns = ['p.name', 'p.address', 'p.postcode', 'p.city', 'p.friendly_id'] as const;
      conditions.push(eb.or(columns.map((column) => eb(column, 'ilike', pattern))));
    }
    return eb.and(conditions);
  };
}

/**
 * The row belongs to one of the page's properties. Written as `= any(array(…))` rather than `in
 * (select …)`: the planner then looks the page's thirty ids up in the column's index, where it would
 * otherwise read a whole table of relations when it holds a few thousand rows.
 */
function onPage(column: 'ps.property_id' | 'po.property_id' | 'inv.property_id') {
  return sql<SqlBool>`${sql.ref(column)} = any(array(select page_ids.id from page_ids))`;
}

/**
 * One page of what the viewer may see, newest first, with the count of all matches on every row.
 * The page's ids and the count are found first, over the properties table alone. Sellers,
 * organisations and pending seller invitations are then gathered for those ids in one grouped pass
 * each, rather than by a subquery per row, and joined with owners and agencies. The rows leave out
 * the property's `data` document (up to a few kilobytes each), which no list shows.
 */
function pageQuery(db: Db, viewer: Viewer, params: PageParams) {
  return db
    .with('page_ids', (qc) =>
      qc
        .selectFrom('properties as p')
        .select(['p.id', sql<number>`count(*) over ()`.as('total_count')])
        .where(propertyVisibleTo(viewer))
        .where(matchesFilters(params))
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(params.limit)
        .offset(params.offset),
    )
    .with(
      (cte) => cte('page_sellers').materialized(),
      (qc) =>
        qc
          .selectFrom('property_sellers as ps')
          .innerJoin('users as u', 'u.id', 'ps.user_id')
          .where(onPage('ps.property_id'))
          .groupBy('ps.property_id')
          .select([
            'ps.property_id',
            sql<
              ListedRow['sellers']
            >`json_agg(json_build_object('user_id', u.id, 'email', u.email, 'last_activity', u.last_activity) order by ps.added_at, u.email)`.as(
              'sellers',
            ),
          ]),
    )
    .with(
      (cte) => cte('page_organisations').materialized(),
      (qc) =>
        qc
          .selectFrom('property_organisations as po')
          .innerJoin('organisations as o', 'o.id', 'po.organisation_id')
          .where(onPage('po.property_id'))
          .groupBy('po.property_id')
          .select([
            'po.property_id',
            sql<
              ListedRow['organisations']
            >`json_agg(json_build_object('id', o.id, 'name', o.name, 'type', o.type) order by o.name)`.as(
              'organisations',
            ),
          ]),
    )
    .with(
      (cte) => cte('page_pending').materialized(),
      (qc) =>
        qc
          .selectFrom('invitations as inv')
          .where(onPage('inv.property_id'))
          .where('inv.role', '=', 1)
          .where('inv.accepted_at', 'is', null)
          .where('inv.removed_at', 'is', null)
          .groupBy('inv.property_id')
          .select(['inv.property_id', sql<number>`count(*)::int`.as('n')]),
    )
    .with('page', (qc) =>
      qc
        .selectFrom('page_ids')
        .innerJoin('properties as p', 'p.id', 'page_ids.id')
        .leftJoin('users as owner', 'owner.id', 'p.owner_id')
        .leftJoin('organisations as agency', 'agency.id', 'p.agency_id')
        .leftJoin('page_sellers as s', 's.property_id', 'p.id')
        .leftJoin('page_organisations as o', 'o.property_id', 'p.id')
        .leftJoin('page_pending as pending', 'pending.property_id', 'p.id')
        .select([
          'p.id',
          'p.name',
          'p.address',
          'p.city',
          'p.postcode',
          'p.title_number',
          'p.friendly_id',
          'p.phase_id',
          'p.complete',
          'p.created_at',
          'p.deleted_at',
          'p.searches_requested',
          'p.ta6_part1_active',
          'p.owner_id',
          'p.agency_id',
          'owner.display_name as owner_name',
          'agency.name as agency_name',
          'page_ids.total_count',
          sql<ListedRow['sellers']>`coalesce(s.sellers, '[]')`.as('sellers'),
          sql<ListedRow['organisations']>`coalesce(o.organisations, '[]')`.as('organisations'),
          sql<number>`coalesce(pending.n, 0)`.as('pending_sellers'),
        ]),
    );
}

type PageRow = ListedRow & { total_count: number };

/** Past the last page the window count is absent; count separately so pagination stays right. */
async function totalOf(
  db: Db,
  viewer: Viewer,
  query: PropertyListQuery,
  rows: { total_count: number }[],
): Promise<number> {
  if (rows.length > 0 || query.page === 1) return Number(rows[0]?.total_count ?? 0);
  const counted = await db
    .selectFrom('properties as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(propertyVisibleTo(viewer))
    .where(matchesFilters(pageParams(query)))
    .executeTakeFirst();
  return Number(counted?.n ?? 0);
}

export type PropertyListPage = { properties: ListedProperty[]; total: number };

/** The page for a viewer already read (two round trips: see listVisiblePropertiesWithViewer). */
export async function listVisibleProperties(
  db: Db,
  viewer: Viewer,
  query: PropertyListQuery,
): Promise<PropertyListPage> {
  const rows = (await pageQuery(db, viewer, pageParams(query))
    .selectFrom('page')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()) as PageRow[];
  return {
    properties: rows.map((row) => listedPropertyFrom(viewer, row)),
    total: await totalOf(db, viewer, query, rows),
  };
}

/**
 * The statement behind listVisiblePropertiesWithViewer (exported for EXPLAIN in
 * tests/bench/explain-list.ts): one row holding the viewer and the whole page as two JSON
 * documents. Parsing two documents costs far less than the driver's per-row, per-column parsing of
 * thirty rows.
 */
export function listWithViewerQuery(db: Db, userId: string, assumed: Viewer, params: PageParams) {
  return pageQuery(db, assumed, params)
    .selectFrom(viewerQuery(db, userId).as('v'))
    .select(sql<Parameters<typeof loadedViewerFrom>[0]>`to_json(v)`.as('viewer'))
    .select((eb) =>
      eb
        .selectFrom('page')
        .select(sql<PageRow[]>`coalesce(json_agg(page order by page.created_at desc, page.id desc), '[]')`.as('rows'))
        .as('page'),
    );
}

/**
 * The viewer and their page in one statement: the user's row (read afresh, as on every request)
 * with the page computed for `assumed`, the viewer this user had last time. The caller must use the
 * page only when the fresh viewer has the same tenancy as `assumed` (sameTenancy); both come from
 * one snapshot, so the page is then exactly what the viewer may see now. Undefined when the user
 * does not exist.
 *
 * The statement's text depends only on the shape of the tenancy rule and of the filters, so it is
 * built and compiled once per shape (compiled-once.ts) and prepared on PostgreSQL.
 */
export async function listVisiblePropertiesWithViewer(
  db: Db,
  userId: string,
  assumed: Viewer,
  query: PropertyListQuery,
): Promise<(PropertyListPage & { loaded: LoadedViewer }) | undefined> {
  const params = pageParams(query);
  const searching = params.pattern !== undefined;
  const shape = `property-list:${assumed.role}:${assumed.actsFor.length}:${searching ? 'search' : ''}:${params.deleted ? 'deleted' : ''}`;
  const values: Record<string, unknown> = {
    user: userId,
    viewer: assumed.id,
    organisation: assumed.organisationId,
    limit: params.limit,
    offset: params.offset,
    pattern: params.pattern,
  };
  assumed.actsFor.forEach((id, i) => (values[`acts${i}`] = id));
  const statement = compiledOnce(
    db,
    shape,
    (slot) =>
      listWithViewerQuery(
        db,
        slot('user'),
        {
          ...assumed,
          id: slot('viewer'),
          organisationId: slot('organisation'),
          actsFor: assumed.actsFor.map((_, i) => slot(`acts${i}`)),
        },
        {
          limit: slot('limit'),
          offset: slot('offset'),
          pattern: searching ? slot('pattern') : undefined,
          deleted: params.deleted,
        },
      ),
    values,
  );
  const { rows } = await db.executeQuery<{ viewer: Parameters<typeof loadedViewerFrom>[0]; page: PageRow[] }>(
    statement,
  );
  if (rows.length === 0) return undefined;
  const page = rows[0].page;
  return {
    loaded: loadedViewerFrom(rows[0].viewer),
    properties: page.map((row) => listedPropertyFrom(assumed, row)),
    total: await totalOf(db, assumed, query, page),
  };
}

/**
 * Keyset paging for programs (`after` / `before` on GET /api/properties, the gateway's
 * `propertiesConnection`): properties in the order they were added, newest first, keyed by id, so
 * a property added while a client pages through never shifts or repeats the pages after its
 * cursor. `forward` reads older properties than `from` (all when absent), `backward` newer ones,
 * the nearest `limit` of them, still in list order.
 */
export type KeysetQuery = {
  direction: 'forward' | 'backward';
  from?: number;
  limit: number;
  search?: string;
  deleted: boolean;
};

/** The page's ids, every match of the filters, and the matches beyond the cursor in the direction of travel (the page included). */
export type KeysetPage = { ids: number[]; total: number; remaining: number };

export async function keysetPropertyIds(db: Db, viewer: Viewer, query: KeysetQuery): Promise<KeysetPage> {
  const filters = matchesFilters(
    pageParams({ page: 1, pageSize: query.limit, search: query.search, deleted: query.deleted }),
  );
  const forward = query.direction === 'forward';
  const matches = () => db.selectFrom('properties as p').where(propertyVisibleTo(viewer)).where(filters);
  // Compared as bigint: the cursor may hold ten digits, past the id column's int4 range.
  const beyond = () =>
    query.from === undefined
      ? matches()
      : matches().where('p.id', forward ? '<' : '>', sql<number>`${query.from}::bigint`);
  const page = beyond()
    .select('p.id')
    .orderBy('p.id', forward ? 'desc' : 'asc')
    .limit(query.limit);
  const row = await db
    .selectNoFrom([
      matches().select(sql<number>`count(*)::int`.as('n')).as('total'),
      beyond().select(sql<number>`count(*)::int`.as('n')).as('remaining'),
      sql<number[]>`array(${page})`.as('ids'),
    ])
    .executeTakeFirstOrThrow();
  const ids = row.ids.map(Number);
  return { ids: forward ? ids : ids.reverse(), total: Number(row.total ?? 0), remaining: Number(row.remaining ?? 0) };
}
