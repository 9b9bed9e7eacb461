import type { MovePropertyToNextPhaseMutation } from '../../../gql/actions.ts';
import type { DashboardQuery } from '../../../gql/graphql.ts';

type Property = DashboardQuery['property'];

/**
 * The optimistic answer of a phase move: the next phase, and the current one added to the
 * completed ones; the checklist and completion stay as they are until the server's answer brings
 * the new phase's (no second read of the dashboard). Apollo drops it by itself when the move
 * fails, so the screen rolls back.
 */
export function movedPhase(
  property: Property,
  next: { id: string; label: string; nextPhaseId: string | null },
): MovePropertyToNextPhaseMutation {
  const current = property.phase;
  return {
    __typename: 'Mutation',
    movePropertyToNextPhase: {
      __typename: 'Property',
      id: property.id,
      phase: { __typename: 'Phase', id: next.id, label: next.label, nextPhaseId: next.nextPhaseId },
      completedPhases: [
        ...(property.completedPhases ?? []),
        ...(current ? [{ __typename: 'Phase' as const, id: current.id, label: current.label }] : []),
      ],
      complete: property.complete,
      actionPlan: property.actionPlan,
    },
  };
}
