import type { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import { itemStatus, reachedPhases } from '../../../domain/checklist.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { planFor } from '../../../domain/plan-inputs.ts';
import { agentNotificationState, readPlanInputs } from '../../store/action-plan.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';

/** The action plan of the property's phase for one viewer, with the phase's completion and where the searches and the agents' mail stand. */
export async function readActionPlan(db: Db, viewer: Viewer, propertyId: number): Promise<ActionPlanPayload> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const inputs = await readPlanInputs(db, propertyId);
  if (!inputs) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const plan = planFor(inputs, { id: viewer.id, role: viewer.role, isSeller: property.isSeller });
  const notification = await agentNotificationState(db, propertyId, inputs.phaseId);
  const searches = await db
    .selectFrom('search_orders')
    .select(['status', 'ordered_at', 'delivered_at'])
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return {
    property_id: propertyId,
    phase_id: inputs.phaseId,
    complete: plan.completion,
    displayed_complete: plan.displayedCompletion,
    all_signed: plan.allSellersSigned,
    reached_phases: reachedPhases(inputs).map((phase) => ({ id: phase.id, label: phase.label })),
    agents_notification: notification,
    searches: searches
      ? {
          status: searches.status,
          ordered_at: new Date(searches.ordered_at).toISOString(),
          delivered_at: searches.delivered_at ? new Date(searches.delivered_at).toISOString() : null,
        }
      : null,
    check_list_items: plan.items.map((item) => ({
      key: item.key,
      label: item.label,
      path: item.route,
      questionnaire_id: item.questionnaireId,
      worth: item.worth,
      earned: item.earned,
      estimated_time: item.estimatedMinutes,
      completion: item.progress,
      complete: item.complete,
      no_enquiries: item.noEnquiries,
      status: itemStatus(item),
      signed: item.signedByViewer,
      some_signed: item.someSigned,
      all_signed: item.allSigned,
      read_permission: item.readPermission,
      write_permission: item.writePermission,
      can_complete: item.viewerCan.complete,
      can_view: item.viewerCan.view,
      can_sign: item.viewerCan.sign,
      can_share: item.viewerCan.share,
    })),
  };
}
