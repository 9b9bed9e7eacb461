import type { PhaseResolvers } from '../generated/resolvers-types.ts';

export const Phase: PhaseResolvers = {
  id: (phase) => String(phase.id),
  nextPhaseId: (phase) => (phase.next_phase === null || phase.next_phase === undefined ? null : String(phase.next_phase)),
};
