import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import {
  countOwnedProperties,
  findUser,
  organisationExists,
  updateUser,
  type UserChanges,
  type UserRecord,
} from '../../store/users.ts';
import { isServiceUser } from '../../store/service-users.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, conflict, forbidden, notFound } from '../app-error.ts';
import { setUserDisabled } from '../../store/session-revocations.ts';
import type { SessionRevocations } from '../../auth/session-revocations.ts';
import { publishAccessChanged } from '../live/access-changed.ts';

/** What may change of a user: their record, and whether the account is disabled. */
export type UserRecordChanges = UserChanges & { disabled?: boolean };

/** What ends a user's sessions when an administrator disables them or changes their role. */
export type UserSessions = Pick<SessionRevocations, 'endUserSessions' | 'noteDisabled'>;

/**
 * Users they cannot see are 404. Anyone may update their own name, email and photo (the web app does so after every sign-in);
 * only an administrator may change a role or an organisation, and never the role of a user who
 * owns properties (spec 02 §5.2).
 */
export async function updateUserRecord(
  { db, sessions }: { db: Db; sessions?: UserSessions },
  { viewer, userId: id, changes }: { viewer: Viewer; userId: string; changes: UserRecordChanges },
): Promise<UserRecord> {
  const isAdmin = viewer.role === ROLE.administrator;
  const current = await findUser(db, id, viewer);
  if (!current) throw notFound(MESSAGES.userNotFound(id));
  // Its name and organisation are the API client's: they change on the API clients screen only.
  if (await isServiceUser(db, id)) throw conflict(MESSAGES.serviceUserManagedAsApiClient);
  if (id !== viewer.id && !isAdmin) throw forbidden(MESSAGES.onlyAdministratorChangesOthers);

  const roleChanges = changes.role !== undefined && changes.role !== current.role;
  const orgChanges = changes.organisationId !== undefined && changes.organisationId !== current.organisation_id;
  if ((roleChanges || orgChanges) && !isAdmin) throw forbidden(MESSAGES.onlyAdministratorChangesRoles);
  if (changes.disabled !== undefined && !isAdmin) throw forbidden(MESSAGES.onlyAdministratorDisablesUsers);
  if (changes.disabled === true && id === viewer.id) throw conflict(MESSAGES.cannotDisableYourself);
  if (roleChanges && (await countOwnedProperties(db, id)) > 0) {
    throw conflict(MESSAGES.roleLockedByProperties);
  }
  if (orgChanges && changes.organisationId !== null && !(await organisationExists(db, changes.organisationId!))) {
    throw badRequest(MESSAGES.organisationMissing(changes.organisationId!));
  }
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, id, {
      displayName: changes.displayName,
      email: changes.email,
      photoUrl: changes.photoUrl,
      role: roleChanges ? changes.role : undefined,
      organisationId: orgChanges ? changes.organisationId : undefined,
    });
    if (changes.disabled !== undefined) await setUserDisabled(trx, id, changes.disabled);
    // Another role or organisation, or a disabled account, may take properties away: the user's live streams are checked at once.
    if (roleChanges || orgChanges || changes.disabled === true) await publishAccessChanged(trx, { userIds: [id] });
  });
  if (changes.disabled !== undefined) sessions?.noteDisabled(id, changes.disabled);
  // A new role (or a disabled account) ends every session the user has: they sign in again as who they now are.
  if (roleChanges || changes.disabled === true) await sessions?.endUserSessions(id);
  return (await findUser(db, id))!;
}
