import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import {
  createPropertyWithinLimits,
  creationRefusal,
  type CreationOutcome,
  type NewProperty,
} from './create-property.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict } from '../app-error.ts';

function refusal(outcome: Extract<CreationOutcome, { created: false }>) {
  return conflict(
    outcome.reason === 'NO_CREDITS' ? MESSAGES.noCreditsLeft(outcome.organisationName) : MESSAGES.monthlyLimitReached,
  );
}

/** Refuses early when the viewer's organisation could not pay for a property now. */
export async function ensureCanCreate(db: Db, viewer: Viewer) {
  const refused = await creationRefusal(db, viewer.organisationId);
  if (refused) throw refusal(refused);
}

/** Creates the property, paid for by the viewer's organisation; out of credits or over the monthly limit is a 409. */
export async function insertProperty(db: Db, { viewer, property }: { viewer: Viewer; property: NewProperty }) {
  const outcome = await createPropertyWithinLimits(db, { payingOrganisationId: viewer.organisationId, property });
  if (!outcome.created) throw refusal(outcome);
  return { id: outcome.id, friendlyId: outcome.friendlyId };
}
