import type { OrganisationPayload } from '../../../contracts/organisations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleOrganisations } from '../../store/organisations.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { organisationJson } from './organisation-json.ts';

/** Each organisation of a batch as `readOrganisation` answers it, read in one statement whatever the number of ids. */
export async function readOrganisationsBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, OrganisationPayload>[]> {
  const found = new Map((await findVisibleOrganisations(db, viewer, ids)).map((row) => [row.id, row]));
  return answerEach(ids, found, (id) => notFound(MESSAGES.organisationNotFound(id)), organisationJson);
}
