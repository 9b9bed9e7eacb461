/** The sale-preparation phases (spec 01 §1, §3). Ids are stable: the API and stored data use them. */
export type PhaseId = 1 | 2 | 3;

export type Phase = { id: PhaseId; label: string; nextPhase: PhaseId | null };

export const PHASES: readonly Phase[] = [
  { id: 1, label: 'Move Ready', nextPhase: 2 },
  { id: 2, label: 'Contract Ready', nextPhase: 3 },
  { id: 3, label: 'Exchange Ready', nextPhase: null },
];

export function phaseById(id: number): Phase | undefined {
  return PHASES.find((phase) => phase.id === id);
}

/** Phases before the given one count as completed. */
export function completedPhases(id: number): Phase[] {
  return PHASES.filter((phase) => phase.id < id);
}
