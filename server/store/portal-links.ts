import type { PortalAddress } from '../../domain/portal/listing-address.ts';
import type { Db } from './database.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

/** The portal listing a property is linked to, as stored. */
export type PortalLink = {
  listingId: string;
  /** Null for a link made before listings' addresses were kept. */
  address: PortalAddress | null;
  linkedBy: string | null;
  linkedByName: string | null;
  linkedAt: Date;
};

export async function findPortalLink(db: Db, propertyId: number): Promise<PortalLink | undefined> {
  const row = await db
    .selectFrom('property_portal_links as l')
    .leftJoin('users as u', 'u.id', 'l.linked_by')
    .select(['l.listing_id', 'l.listing_address', 'l.linked_by', 'l.linked_at', 'u.display_name'])
    .where('l.property_id', '=', propertyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    listingId: row.listing_id,
    address: row.listing_address,
    linkedBy: row.linked_by,
    linkedByName: row.display_name,
    linkedAt: new Date(row.linked_at),
  };
}

/** Links the property to the listing, replacing any earlier link. */
export async function savePortalLink(
  db: Db,
  link: { propertyId: number; listingId: string; address: PortalAddress; linkedBy: string },
): Promise<void> {
  const values = {
    property_id: link.propertyId,
    listing_id: link.listingId,
    listing_address: JSON.stringify(link.address),
    linked_by: link.linkedBy,
    linked_at: new Date(),
  };
  await db
    .insertInto('property_portal_links')
    .values(values)
    .onConflict((oc) =>
      oc.column('property_id').doUpdateSet({
        listing_id: values.listing_id,
        listing_address: values.listing_address,
        linked_by: values.linked_by,
        linked_at: values.linked_at,
      }),
    )
    .execute();
}

export async function removePortalLink(db: Db, propertyId: number): Promise<void> {
  await db.deleteFrom('property_portal_links').where('property_id', '=', propertyId).execute();
}

/** A property as its portal link is read: where it is, its owning agency's portal settings, and its link. */
export type PropertyPortalRow = {
  id: number;
  name: string;
  postcode: string;
  address: string;
  agencyId: number | null;
  agencyParentId: number | null;
  usesPortal: boolean;
  link: PortalLink | undefined;
};

/**
 * The properties among `ids` the viewer may see, each with its agency's portal settings and its
 * link, in one statement with the tenancy rule in it; the others are left out.
 */
export async function visiblePortalLinks(db: Db, viewer: Viewer, ids: readonly number[]): Promise<PropertyPortalRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('properties as p')
    .leftJoin('organisations as agency', 'agency.id', 'p.agency_id')
    .leftJoin('property_portal_links as l', 'l.property_id', 'p.id')
    .leftJoin('users as u', 'u.id', 'l.linked_by')
    .where(propertyVisibleTo(viewer))
    .where('p.id', 'in', [...ids])
    .where('p.deleted_at', 'is', null)
    .select([
      'p.id',
      'p.name',
      'p.postcode',
      'p.address',
      'p.agency_id',
      'agency.parent_id as agency_parent_id',
      'agency.uses_portal',
      'l.listing_id',
      'l.listing_address',
      'l.linked_by',
      'l.linked_at',
      'u.display_name',
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    postcode: row.postcode,
    address: row.address,
    agencyId: row.agency_id,
    agencyParentId: row.agency_parent_id,
    usesPortal: row.uses_portal ?? false,
    link:
      row.listing_id === null || row.linked_at === null
        ? undefined
        : {
            listingId: row.listing_id,
            address: row.listing_address,
            linkedBy: row.linked_by,
            linkedByName: row.display_name,
            linkedAt: new Date(row.linked_at),
          },
  }));
}

/** Whether an organisation uses the property portal, and its parent brand; undefined when there is no such organisation. */
export async function organisationPortalSettings(
  db: Db,
  organisationId: number,
): Promise<{ id: number; parentId: number | null; usesPortal: boolean } | undefined> {
  const row = await db
    .selectFrom('organisations')
    .select(['id', 'parent_id', 'uses_portal'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row && { id: row.id, parentId: row.parent_id, usesPortal: row.uses_portal };
}
