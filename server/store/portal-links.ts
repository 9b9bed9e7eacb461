import type { PortalAddress } from '../../domain/portal/listing-address.ts';
import type { Db } from './database.ts';

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
