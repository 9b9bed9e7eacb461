import { PhaseRef } from './phases.ts';
import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, OneOf, PropertyId } from './common.ts';

/** One checklist item of the property's phase as one viewer sees it (spec 01 §3 "Checklist item"). */
export const ChecklistItemPayload = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** Last segment of the form's route under /properties/{id}/. */
  path: Type.String(),
  questionnaire_id: Type.Integer(),
  worth: Type.Integer(),
  earned: Type.Integer(),
  /** Minutes (spec 01 §9). */
  estimated_time: Type.Integer(),
  completion: Type.Integer(),
  complete: Type.Boolean(),
  no_enquiries: Type.Boolean(),
  status: Type.String(),
  signed: Type.Boolean(),
  some_signed: Type.Boolean(),
  all_signed: Type.Boolean(),
  read_permission: Type.String(),
  write_permission: Type.String(),
  /** What the viewer may do with the item, decided by domain/checklist.ts. */
  can_complete: Type.Boolean(),
  can_view: Type.Boolean(),
  can_sign: Type.Boolean(),
  can_share: Type.Boolean(),
});
export type ChecklistItemPayload = Static<typeof ChecklistItemPayload>;

export const AgentNotificationStatus = OneOf(['none', 'pending', 'sent', 'failed'] as const);

/** `GET /property/{id}/action-plan`: the checklist of the property's phase and the phase's completion. */
export const ActionPlanPayload = Type.Object({
  property_id: Type.Integer(),
  phase_id: Type.Integer(),
  /** Completion as computed, 0 to 100. */
  complete: Type.Integer(),
  /** As shown: capped at 99 until every seller has signed. */
  displayed_complete: Type.Integer(),
  all_signed: Type.Boolean(),
  /** The phases before this one whose own checklist is finished now: the score's ticks. */
  reached_phases: Type.Array(PhaseRef),
  check_list_items: Type.Array(ChecklistItemPayload),
  /** Where the "documentation is complete" mail to the agents stands for this phase. */
  agents_notification: AgentNotificationStatus,
  /** The searches order, once placed. */
  searches: Nullable(
    Type.Object({
      status: OneOf(['ordered', 'delivered', 'failed'] as const),
      ordered_at: DateTimeText,
      delivered_at: Nullable(DateTimeText),
    }),
  ),
});
export type ActionPlanPayload = Static<typeof ActionPlanPayload>;

export const PhaseMoveParams = Type.Object({ id: PropertyId, phaseId: Type.Integer({ minimum: 1, maximum: 32767 }) });
export type PhaseMoveParams = Static<typeof PhaseMoveParams>;

export const SearchOrderParams = Type.Object({ id: PropertyId });

/** `POST /notifyagent/{propertyId}/{themeId}` (spec 01 §7). */
export const NotifyAgentParams = Type.Object({
  a: PropertyId,
  b: Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z]+$' }),
});
export type NotifyAgentParams = Static<typeof NotifyAgentParams>;

/** Where the agents' "documentation complete" mail of the property's phase stands after the call. */
export const AgentNotificationPayload = Type.Object({
  property_id: Type.Integer(),
  phase_id: Type.Integer(),
  agents_notification: AgentNotificationStatus,
});
export type AgentNotificationPayload = Static<typeof AgentNotificationPayload>;

/** `POST /search` (spec 01 §7): orders the searches of the property the body names, as `POST /property/{id}/request-searches` does. */
export const SearchOrderBody = Type.Object({ property_id: PropertyId });
export type SearchOrderBody = Static<typeof SearchOrderBody>;
