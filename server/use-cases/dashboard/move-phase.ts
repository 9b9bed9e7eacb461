import { phaseMoveRefusal } from '../../../domain/checklist.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { phaseById } from '../../../domain/phases.ts';
import { planFor } from '../../../domain/plan-inputs.ts';
import { lockPropertyRow, readPlanInputs, setPhase } from '../../store/action-plan.ts';
import { publishPropertyEvent } from '../live/publish-property-event.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict, notFound } from '../app-error.ts';

/**
 * Moves the property to the phase after its own (spec 01 §4): only at 100 (every seller signed),
 * only to the next phase, never past the last. The row is locked while deciding, so two moves at
 * once cannot skip a phase. The new phase's completion is stored at once for the list. Answers
 * the property as it is now.
 */
export async function movePhase(
  db: Db,
  { viewer, propertyId, phaseId: target }: { viewer: Viewer; propertyId: number; phaseId: number },
): Promise<PropertyRecord> {
  const visible = await findVisibleProperty(db, viewer, propertyId);
  if (!visible) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const reader = { id: viewer.id, role: viewer.role, isSeller: visible.isSeller };
  await db.transaction().execute(async (trx) => {
    await lockPropertyRow(trx, propertyId);
    const inputs = await readPlanInputs(trx, propertyId);
    if (!inputs) throw notFound(MESSAGES.propertyNotFound(propertyId));
    const plan = planFor(inputs, reader);
    const refusal = phaseMoveRefusal(
      { phaseId: inputs.phaseId, displayedCompletion: plan.displayedCompletion },
      target,
    );
    if (refusal === 'last-phase') throw conflict(MESSAGES.phaseAlreadyLast);
    if (refusal === 'not-next') throw conflict(MESSAGES.phaseNotNext(target, phaseById(inputs.phaseId)!.nextPhase!));
    if (refusal === 'incomplete') throw conflict(MESSAGES.phaseIncomplete);
    const next = planFor({ ...inputs, phaseId: target }, reader);
    await setPhase(trx, { propertyId, phaseId: target, completion: next.completion });
    await publishPropertyEvent(trx, propertyId, viewer.id, { type: 'phase_changed', data: { phase_id: target } });
  });
  return (await findVisibleProperty(db, viewer, propertyId))!;
}
