import { queueWebhookEvent } from '../webhooks/publish-event.ts';
import { sql, type Insertable } from 'kysely';
import { checkCreation } from '../../../domain/property-creation.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import type { Db } from '../../store/database.ts';
import { newFriendlyId } from '../../store/friendly-id.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import { propertiesCreatedThisMonth } from '../../store/platform-settings.ts';
import type { PropertiesTable, PropertyData } from '../../store/schema.ts';

export type NewProperty = {
  name: string;
  address: string;
  city: string;
  postcode: string;
  titleNumber: string;
  data: PropertyData;
  /** The agency or firm the property belongs to; null only for an administrator without one. */
  owningOrganisation: { id: number; type: number; defaultPhaseId: number } | null;
  ownerId: string;
  creatorId: string;
};

export type CreationOutcome =
  | { created: true; id: number; friendlyId: string }
  | { created: false; reason: 'NO_CREDITS' | 'MONTHLY_LIMIT_REACHED'; organisationName: string };

/**
 * The same decision without locks, taken before anything costly (a Land Registry register is paid
 * for): it spares the call when the answer is already no. The insert decides again under locks.
 */
export async function creationRefusal(
  db: Db,
  payingOrganisationId: number | null,
): Promise<Extract<CreationOutcome, { created: false }> | null> {
  const limit = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('name', '=', 'monthly_limit')
    .executeTakeFirstOrThrow();
  const payer =
    payingOrganisationId === null
      ? null
      : await db
          .selectFrom('organisations')
          .select(['name', 'credits'])
          .where('id', '=', payingOrganisationId)
          .executeTakeFirst();
  const check = checkCreation({
    credits: payer?.credits ?? -1,
    monthlyLimit: limit.value,
    createdThisMonth: await propertiesCreatedThisMonth(db),
  });
  return check.allowed ? null : { created: false, reason: check.reason, organisationName: payer?.name ?? '' };
}

/**
 * Inserts a property if the platform's monthly limit and the paying organisation's credits allow,
 * spending one credit. Both rows are locked (limit first, then the organisation, always in that
 * order) for the length of the transaction, so two adds at once are decided one after the other and
 * can never both take the last credit or the last place of the month.
 */
export async function createPropertyWithinLimits(
  db: Db,
  { payingOrganisationId, property }: { payingOrganisationId: number | null; property: NewProperty },
): Promise<CreationOutcome> {
  return db.transaction().execute(async (trx) => {
    const limit = await trx
      .selectFrom('platform_settings')
      .select('value')
      .where('name', '=', 'monthly_limit')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const payer =
      payingOrganisationId === null
        ? null
        : await trx
            .selectFrom('organisations')
            .select(['id', 'name', 'credits'])
            .where('id', '=', payingOrganisationId)
            .forUpdate()
            .executeTakeFirstOrThrow();
    const check = checkCreation({
      credits: payer?.credits ?? -1,
      monthlyLimit: limit.value,
      createdThisMonth: await propertiesCreatedThisMonth(trx),
    });
    if (!check.allowed) return { created: false, reason: check.reason, organisationName: payer?.name ?? '' };
    if (payer && check.creditsAfter !== payer.credits) {
      await trx.updateTable('organisations').set({ credits: check.creditsAfter }).where('id', '=', payer.id).execute();
    }

    let friendlyId = newFriendlyId();
    while (await trx.selectFrom('properties').select('id').where('friendly_id', '=', friendlyId).executeTakeFirst())
      friendlyId = newFriendlyId();

    const owning = property.owningOrganisation;
    // A firm is made available to the property rather than owning it as its agency.
    const ownedByAgency = owning !== null && owning.type !== ORGANISATION_TYPE.solicitorsFirm;
    const row = await trx
      .insertInto('properties')
      .values({
        name: property.name,
        address: property.address,
        city: property.city,
        postcode: property.postcode,
        title_number: property.titleNumber,
        phase_id: owning?.defaultPhaseId ?? 1,
        agency_id: ownedByAgency ? owning.id : null,
        owner_id: property.ownerId,
        creator_id: property.creatorId,
        friendly_id: friendlyId,
        data: sql<NonNullable<Insertable<PropertiesTable>['data']>>`cast(${JSON.stringify(property.data)} as jsonb)`,
      })
      .returning(['id', 'friendly_id'])
      .executeTakeFirstOrThrow();
    if (owning && !ownedByAgency)
      await trx
        .insertInto('property_organisations')
        .values({ property_id: row.id, organisation_id: owning.id })
        .execute();
    // The public records are fetched in the background, so the forms are prefilled moments later.
    await enqueue(trx, 'public-records', { propertyId: row.id, refresh: false });
    await queueWebhookEvent(trx, {
      type: 'property.created',
      propertyId: row.id,
      data: {
        property: {
          id: row.id,
          friendly_id: row.friendly_id,
          name: property.name,
          address: property.address,
          city: property.city,
          postcode: property.postcode,
          title_number: property.titleNumber,
        },
      },
    });
    return { created: true, id: row.id, friendlyId: row.friendly_id };
  });
}
