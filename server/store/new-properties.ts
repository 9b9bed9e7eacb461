import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from './database.ts';
import { newFriendlyId } from './friendly-id.ts';
import { propertiesCreatedThisMonth } from './platform-settings.ts';
import type { Database, PropertiesTable, PropertyData } from './schema.ts';

type Tx = Transaction<Database>;

export type CreationLimits = {
  monthlyLimit: number;
  createdThisMonth: number;
  /** The paying organisation; null when none pays (an administrator without one). */
  payer: { id: number; name: string; credits: number } | null;
};

/**
 * The platform's monthly limit, the properties created this month and the paying organisation's
 * credits. With `lock`, in a transaction, the limit's row and then the organisation's are held
 * (always in that order) until it ends; without, an organisation that does not exist reads as none.
 */
export async function creationLimits(
  db: Db | Tx,
  { payingOrganisationId, lock }: { payingOrganisationId: number | null; lock: boolean },
): Promise<CreationLimits> {
  const limitQuery = db.selectFrom('platform_settings').select('value').where('name', '=', 'monthly_limit');
  const limit = await (lock ? limitQuery.forUpdate() : limitQuery).executeTakeFirstOrThrow();
  let payer: CreationLimits['payer'] = null;
  if (payingOrganisationId !== null) {
    const payerQuery = db
      .selectFrom('organisations')
      .select(['id', 'name', 'credits'])
      .where('id', '=', payingOrganisationId);
    payer = lock
      ? await payerQuery.forUpdate().executeTakeFirstOrThrow()
      : ((await payerQuery.executeTakeFirst()) ?? null);
  }
  return { monthlyLimit: limit.value, createdThisMonth: await propertiesCreatedThisMonth(db), payer };
}

/** Sets an organisation's credits. */
export async function setCredits(trx: Tx, organisationId: number, credits: number): Promise<void> {
  await trx.updateTable('organisations').set({ credits }).where('id', '=', organisationId).execute();
}

export type PropertyRow = {
  name: string;
  address: string;
  city: string;
  postcode: string;
  titleNumber: string;
  phaseId: number;
  /** The agency that owns the property, if any. */
  agencyId: number | null;
  /** An organisation the property is made available to (a firm), if any. */
  availableTo: number | null;
  ownerId: string;
  creatorId: string;
  data: PropertyData;
};

/** Inserts a property under a friendly id no other property has; its id and friendly id. */
export async function insertProperty(trx: Tx, property: PropertyRow): Promise<{ id: number; friendlyId: string }> {
  let friendlyId = newFriendlyId();
  while (await trx.selectFrom('properties').select('id').where('friendly_id', '=', friendlyId).executeTakeFirst())
    friendlyId = newFriendlyId();
  const row = await trx
    .insertInto('properties')
    .values({
      name: property.name,
      address: property.address,
      city: property.city,
      postcode: property.postcode,
      title_number: property.titleNumber,
      phase_id: property.phaseId,
      agency_id: property.agencyId,
      owner_id: property.ownerId,
      creator_id: property.creatorId,
      friendly_id: friendlyId,
      data: sql<NonNullable<Insertable<PropertiesTable>['data']>>`cast(${JSON.stringify(property.data)} as jsonb)`,
    })
    .returning(['id', 'friendly_id'])
    .executeTakeFirstOrThrow();
  if (property.availableTo !== null)
    await trx
      .insertInto('property_organisations')
      .values({ property_id: row.id, organisation_id: property.availableTo })
      .execute();
  return { id: row.id, friendlyId: row.friendly_id };
}
