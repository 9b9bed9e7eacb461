import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from './database.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { PropertyData } from './schema.ts';
import type { Viewer } from './viewer.ts';

/** A property as lists show it, with its relations, as read by one viewer. */
export type ListedProperty = {
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
  ownerId: string | null;
  ownerName: string | null;
  agencyId: number | null;
  /** The agency the property belongs to. */
  agencyName: string | null;
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

/** A property with the relations its screens show and its data document, as read by one viewer. */
export type PropertyRecord = ListedProperty & { data: PropertyData };

/** The columns a listed property is read from (the sellers' and organisations' arrays as JSON). */
export type ListedRow = {
  id: number;
  name: string;
  address: string;
  city: string;
  postcode: string;
  title_number: string | null;
  friendly_id: string;
  phase_id: number;
  complete: number;
  created_at: Date | string;
  deleted_at: Date | string | null;
  searches_requested: boolean;
  ta6_part1_active: boolean;
  owner_id: string | null;
  agency_id: number | null;
  owner_name: string | null;
  agency_name: string | null;
  sellers: { user_id: string; email: string; last_activity: string | null }[];
  organisations: { id: number; name: string; type: number }[];
  pending_sellers: number | null;
};

/** `visibleTo` null: the caller has already limited the rows to what the viewer may see. */
function baseQuery(db: Db, visibleTo: Viewer | null) {
  return db
    .selectFrom('properties as p')
    .leftJoin('users as owner', 'owner.id', 'p.owner_id')
    .leftJoin('organisations as agency', 'agency.id', 'p.agency_id')
    .$if(visibleTo !== null, (q) => q.where(propertyVisibleTo(visibleTo!)))
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
      'p.data',
      'p.owner_id',
      'p.agency_id',
      'owner.display_name as owner_name',
      'agency.name as agency_name',
      // Sellers and organisations come in the same round trip, as JSON arrays per property.
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('property_sellers as ps')
            .innerJoin('users as u', 'u.id', 'ps.user_id')
            .select(['u.id as user_id', 'u.email', 'u.last_activity'])
            .whereRef('ps.property_id', '=', 'p.id')
            // Sellers added in one transaction share a time; then by email, so the order is stable.
            .orderBy('ps.added_at')
            .orderBy('u.email'),
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

export async function findVisibleProperty(db: Db, viewer: Viewer, id: number): Promise<PropertyRecord | undefined> {
  const row = await baseQuery(db, viewer).where('p.id', '=', id).where('p.deleted_at', 'is', null).executeTakeFirst();
  return row ? toRecord(viewer, row) : undefined;
}

export function listedPropertyFrom(viewer: Viewer, row: ListedRow): ListedProperty {
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
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    agencyId: row.agency_id,
    agencyName: row.agency_name,
    organisationIds: [...new Set([row.agency_id, ...orgs.map((o) => o.id)].filter((id): id is number => id !== null))],
    agenciesNames: [...new Set(agencies)],
    solicitorsNames: orgs.filter((o) => o.type === 3).map((o) => o.name),
    sellerEmails: mine.map((s) => s.email),
    pendingSellers: Number(row.pending_sellers ?? 0),
    lastSignIn: activity.length ? new Date(Math.max(...activity.map((d) => new Date(d).getTime()))) : null,
    isSeller: mine.some((s) => s.user_id === viewer.id),
  };
}

function toRecord(viewer: Viewer, row: BaseRow): PropertyRecord {
  return { ...listedPropertyFrom(viewer, row), data: row.data as PropertyData };
}

/**
 * The properties among `ids` the viewer may see, with the relations their screens show, in one
 * statement with the tenancy rule in it: what `findVisibleProperty` answers for each id, for a batch.
 */
export async function visiblePropertiesByIds(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<PropertyRecord[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, viewer)
    .where('p.id', 'in', [...ids])
    .where('p.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => toRecord(viewer, row));
}

/** Properties with the relations their screens show, by id, in the order given (the admin list's page). */
export async function propertiesByIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<PropertyRecord[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, null)
    .where('p.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toRecord(viewer, row)]));
  return ids.map((id) => byId.get(id)).filter((record): record is PropertyRecord => record !== undefined);
}
