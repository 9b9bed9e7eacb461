import type { Transaction } from 'kysely';
import { reachedCompletion } from '../../../domain/checklist.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import { NOBODY, planFor } from '../../../domain/plan-inputs.ts';
import { insertAgentNotification, lockPropertyRow, readPlanInputs, setCompletion } from '../../store/action-plan.ts';
import type { Database } from '../../store/schema.ts';

/**
 * Recomputes the property's completion for its phase and stores it (the list shows the stored
 * figure), inside a transaction the caller holds, so the completion and its notification commit or
 * roll back with whatever changed it (a save's answers). When it reaches 100 from below, the agents'
 * notification is recorded and its job queued. Answers the notification's id when one was queued,
 * and the property's completion as stored now (null when the property is gone).
 */
export async function recordCompletionIn(
  trx: Transaction<Database>,
  propertyId: number,
): Promise<{ notification: number | null; complete: number | null }> {
  await lockPropertyRow(trx, propertyId);
  const inputs = await readPlanInputs(trx, propertyId);
  if (!inputs) return { notification: null, complete: null };
  const { completion } = planFor(inputs, NOBODY);
  if (completion === inputs.complete) return { notification: null, complete: completion };
  await setCompletion(trx, propertyId, completion);
  if (!reachedCompletion(inputs.complete, completion)) return { notification: null, complete: completion };
  return {
    notification: await queueAgentNotification(trx, { propertyId, phaseId: inputs.phaseId }),
    complete: completion,
  };
}

/** Records a "documentation complete" notification of the property's phase and queues its job, in the caller's transaction. */
export async function queueAgentNotification(
  trx: Transaction<Database>,
  { propertyId, phaseId }: { propertyId: number; phaseId: number },
): Promise<number> {
  const notificationId = await insertAgentNotification(trx, propertyId, phaseId);
  await enqueue(trx, 'notify-agents', { notificationId });
  return notificationId;
}
