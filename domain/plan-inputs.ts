import { buildActionPlan, type ChecklistViewer, type FormState } from './checklist.ts';
import { ROLE } from './roles.ts';

/** What a property's action plan is made from: its phase, stored completion, tenure, sellers and forms. */
export type PlanInputs = {
  phaseId: number;
  complete: number;
  leasehold: boolean;
  sellerIds: string[];
  forms: Map<number, FormState>;
};

/** The property's action plan as one viewer reads it. */
export function planFor(inputs: PlanInputs, viewer: ChecklistViewer) {
  return buildActionPlan({
    phaseId: inputs.phaseId,
    leasehold: inputs.leasehold,
    forms: inputs.forms,
    sellerIds: inputs.sellerIds,
    viewer,
  });
}

/** Nobody in particular: the plan's completion does not depend on who reads it. */
export const NOBODY: ChecklistViewer = { id: '', role: ROLE.homeMover, isSeller: false };
