import type { UserDetail } from '../../../contracts/users.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import { findVisibleUsers } from '../../store/users.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { userDetailJson } from './user-json.ts';

/** Each user of a batch as `readUser` answers it, read in one statement whatever the number of ids. */
export async function readUsersBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<BatchResult<string, UserDetail>[]> {
  const found = new Map((await findVisibleUsers(db, viewer, ids)).map((entry) => [entry.user.id, entry]));
  return answerEach(
    ids,
    found,
    (id) => notFound(MESSAGES.userNotFound(id)),
    ({ user, isService, properties }, id) =>
      id !== viewer.id && isService
        ? notFound(MESSAGES.serviceUserManagedAsApiClient)
        : userDetailJson(user, {
            organisation: user.organisation !== null && seesOrganisation(viewer, user.organisation.id),
            properties,
            disabled: viewer.role === ROLE.administrator,
          }),
  );
}
