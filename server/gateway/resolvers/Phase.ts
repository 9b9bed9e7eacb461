import { phaseById } from '../../../domain/phases.ts';
import type { PhaseResolvers } from '../generated/resolvers-types.ts';

export const Phase: PhaseResolvers = {
  id: (phase) => String(phase.id),
  // The successor is a fact of the phase itself (domain/phases.ts), whichever payload named it.
  nextPhaseId: (phase) => {
    const next = phaseById(phase.id)?.nextPhase;
    return next === undefined || next === null ? null : String(next);
  },
};
