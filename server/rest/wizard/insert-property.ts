import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { createPropertyWithinLimits, type NewProperty } from '../../store/create-property.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict } from '../errors.ts';

/** Creates the property, paid for by the viewer's organisation; out of credits or over the monthly limit is a 409. */
export async function insertProperty(db: Db, viewer: Viewer, property: NewProperty) {
  const outcome = await createPropertyWithinLimits(db, viewer.organisationId, property);
  if (!outcome.created) {
    throw conflict(outcome.reason === 'NO_CREDITS' ? MESSAGES.noCreditsLeft(outcome.organisationName) : MESSAGES.monthlyLimitReached);
  }
  return { id: outcome.id, friendlyId: outcome.friendlyId };
}
