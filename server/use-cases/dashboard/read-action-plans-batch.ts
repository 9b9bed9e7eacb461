import type { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { visiblePlanRows } from '../../store/action-plan.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { actionPlanJson } from './action-plan-json.ts';

/** Each action plan of a batch as `readActionPlan` answers it, read in one statement whatever the number of ids. */
export async function readActionPlansBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, ActionPlanPayload>[]> {
  const found = new Map((await visiblePlanRows(db, viewer, ids)).map((row) => [row.propertyId, row]));
  return answerEach(
    ids,
    found,
    (id) => notFound(MESSAGES.propertyNotFound(id)),
    (row) => actionPlanJson(viewer, row),
  );
}
