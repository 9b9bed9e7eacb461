import type { Transaction } from 'kysely';
import { NOBODY, planFor } from '../../../domain/plan-inputs.ts';
import { readPlanInputs, setCompletion } from '../../store/action-plan.ts';
import type { Db } from '../../store/database.ts';
import type { Database } from '../../store/schema.ts';

type Conn = Db | Transaction<Database>;

/** The property's completion for its phase as its stored forms make it (who reads it does not matter). */
export async function phaseCompletion(
  db: Conn,
  propertyId: number,
): Promise<{ phaseId: number; completion: number } | undefined> {
  const inputs = await readPlanInputs(db, propertyId);
  return inputs ? { phaseId: inputs.phaseId, completion: planFor(inputs, NOBODY).completion } : undefined;
}

/**
 * Stores the property's completion as its forms make it, without notifying anyone: for data that
 * arrives in bulk (the demo seed, a save that asks not to notify), where nobody has just finished anything.
 * Answers the completion stored (null when the property is gone).
 */
export async function syncCompletion(db: Conn, propertyId: number): Promise<number | null> {
  const inputs = await readPlanInputs(db, propertyId);
  if (!inputs) return null;
  const { completion } = planFor(inputs, NOBODY);
  if (completion !== inputs.complete) await setCompletion(db, propertyId, completion);
  return completion;
}
