import type {
  Action,
  ActionPlanResolvers,
  AgentsNotification,
  ChecklistItemResolvers,
  SearchesOrderStatus,
} from '../generated/resolvers-types.ts';

export const ActionPlan: ActionPlanResolvers = {
  id: (plan) => String(plan.property_id),
  phaseId: (plan) => String(plan.phase_id),
  displayedComplete: (plan) => plan.displayed_complete,
  allSellersSigned: (plan) => plan.all_signed,
  reachedPhases: (plan) => plan.reached_phases,
  items: (plan) => plan.check_list_items.map((item) => ({ propertyId: plan.property_id, item })),
  agentsNotification: (plan) => plan.agents_notification.toUpperCase() as AgentsNotification,
  searches: (plan) =>
    plan.searches
      ? {
          status: plan.searches.status.toUpperCase() as SearchesOrderStatus,
          orderedAt: plan.searches.ordered_at,
          deliveredAt: plan.searches.delivered_at,
        }
      : null,
};

/** Renames from the REST payload's snake_case; the permissions are matrix actions by name. */
export const ChecklistItem: ChecklistItemResolvers = {
  id: ({ propertyId, item }) => `${propertyId}:${item.key}`,
  key: ({ item }) => item.key,
  label: ({ item }) => item.label,
  route: ({ item }) => item.path,
  questionnaireId: ({ item }) => item.questionnaire_id,
  worth: ({ item }) => item.worth,
  earned: ({ item }) => item.earned,
  estimatedMinutes: ({ item }) => item.estimated_time,
  progress: ({ item }) => item.completion,
  complete: ({ item }) => item.complete,
  noEnquiries: ({ item }) => item.no_enquiries,
  status: ({ item }) => item.status,
  signedByViewer: ({ item }) => item.signed,
  someSigned: ({ item }) => item.some_signed,
  allSigned: ({ item }) => item.all_signed,
  readPermission: ({ item }) => item.read_permission as Action,
  writePermission: ({ item }) => item.write_permission as Action,
  viewerCan: ({ item }) => ({
    complete: item.can_complete,
    view: item.can_view,
    sign: item.can_sign,
    share: item.can_share,
  }),
};
