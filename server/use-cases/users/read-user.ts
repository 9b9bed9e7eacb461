import type { UserDetail } from '../../../contracts/users.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import { isServiceUser } from '../../store/service-users.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import { findUser, listUserPropertyRefs, type UserRecord } from '../../store/users.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { userDetailJson } from './user-json.ts';

/** A user record as the viewer may read it; 404 when the user is outside the viewer's tenancy. */
export async function readUser(
  db: Db,
  { viewer, userId: id }: { viewer: Viewer; userId: string },
): Promise<UserDetail> {
  const user = await findUser(db, id, viewer);
  if (!user) throw notFound(MESSAGES.userNotFound(id));
  // A service user is no person to show on the user screens; the client itself may still read its record.
  if (id !== viewer.id && (await isServiceUser(db, id))) throw notFound(MESSAGES.serviceUserManagedAsApiClient);
  return userDetailFor(db, { viewer, user });
}

/** Everything a user record names passes the viewer's tenancy: the employer and the properties. */
export async function userDetailFor(
  db: Db,
  { viewer, user }: { viewer: Viewer; user: UserRecord },
): Promise<UserDetail> {
  return userDetailJson(user, {
    organisation: user.organisation !== null && seesOrganisation(viewer, user.organisation.id),
    properties: await listUserPropertyRefs(db, user.id, viewer),
    disabled: viewer.role === ROLE.administrator,
  });
}
