import type { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import { itemStatus, reachedPhases } from '../../../domain/checklist.ts';
import { planFor } from '../../../domain/plan-inputs.ts';
import type { PlanBatchRow } from '../../store/action-plan.ts';
import type { Viewer } from '../../store/viewer.ts';

/** The action plan of the property's phase as the API sends it to one viewer. */
export function actionPlanJson(
  viewer: Viewer,
  { propertyId, inputs, isSeller, notification, searches }: PlanBatchRow,
): ActionPlanPayload {
  const plan = planFor(inputs, { id: viewer.id, role: viewer.role, isSeller });
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
          ordered_at: searches.orderedAt.toISOString(),
          delivered_at: searches.deliveredAt?.toISOString() ?? null,
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
