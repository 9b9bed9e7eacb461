import { queueWebhookEvent } from '../webhooks/publish-event.ts';
import { checkCreation } from '../../../domain/property-creation.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import type { Db } from '../../store/database.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import { creationLimits, insertProperty, setCredits } from '../../store/new-properties.ts';
import type { PropertyData } from '../../store/schema.ts';

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
  const { monthlyLimit, createdThisMonth, payer } = await creationLimits(db, { payingOrganisationId, lock: false });
  const check = checkCreation({ credits: payer?.credits ?? -1, monthlyLimit, createdThisMonth });
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
    const { monthlyLimit, createdThisMonth, payer } = await creationLimits(trx, { payingOrganisationId, lock: true });
    const check = checkCreation({ credits: payer?.credits ?? -1, monthlyLimit, createdThisMonth });
    if (!check.allowed) return { created: false, reason: check.reason, organisationName: payer?.name ?? '' };
    if (payer && check.creditsAfter !== payer.credits) await setCredits(trx, payer.id, check.creditsAfter);

    const owning = property.owningOrganisation;
    // A firm is made available to the property rather than owning it as its agency.
    const ownedByAgency = owning !== null && owning.type !== ORGANISATION_TYPE.solicitorsFirm;
    const row = await insertProperty(trx, {
      name: property.name,
      address: property.address,
      city: property.city,
      postcode: property.postcode,
      titleNumber: property.titleNumber,
      phaseId: owning?.defaultPhaseId ?? 1,
      agencyId: ownedByAgency ? owning.id : null,
      availableTo: owning && !ownedByAgency ? owning.id : null,
      ownerId: property.ownerId,
      creatorId: property.creatorId,
      data: property.data,
    });
    // The public records are fetched in the background, so the forms are prefilled moments later.
    await enqueue(trx, 'public-records', { propertyId: row.id, refresh: false });
    await queueWebhookEvent(trx, {
      type: 'property.created',
      propertyId: row.id,
      data: {
        property: {
          id: row.id,
          friendly_id: row.friendlyId,
          name: property.name,
          address: property.address,
          city: property.city,
          postcode: property.postcode,
          title_number: property.titleNumber,
        },
      },
    });
    return { created: true, id: row.id, friendlyId: row.friendlyId };
  });
}
