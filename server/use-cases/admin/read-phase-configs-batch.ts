import type { PhaseConfigPayload } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { visibleOrganisationIds } from '../../store/organisations.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { phaseConfigJson } from './phase-config-json.ts';

/** Each organisation's phase configuration as `readPhaseConfig` answers it, in one statement whatever the number of ids. */
export async function readPhaseConfigsBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, PhaseConfigPayload>[]> {
  const found = new Map((await visibleOrganisationIds(db, viewer, ids)).map((id) => [id, id]));
  return answerEach(ids, found, (id) => notFound(MESSAGES.organisationNotFound(id)), phaseConfigJson);
}
