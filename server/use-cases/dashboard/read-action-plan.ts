import type { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { agentNotificationState, readPlanInputs } from '../../store/action-plan.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { findSearchOrder } from '../../store/search-orders.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { actionPlanJson } from './action-plan-json.ts';

/** The action plan of the property's phase for one viewer, with the phase's completion and where the searches and the agents' mail stand. */
export async function readActionPlan(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<ActionPlanPayload> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const inputs = await readPlanInputs(db, propertyId);
  if (!inputs) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const notification = await agentNotificationState(db, propertyId, inputs.phaseId);
  const searches = await findSearchOrder(db, propertyId);
  return actionPlanJson(viewer, {
    propertyId,
    inputs,
    isSeller: property.isSeller,
    notification,
    searches,
  });
}
