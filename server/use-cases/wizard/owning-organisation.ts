import { MESSAGES } from '../../../domain/messages.ts';
import { can } from '../../../domain/permissions.ts';
import { NOT_LISTED, NOTHING_CHOSEN } from '../../../domain/property-creation.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleOrganisationRow } from '../../store/people.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict, forbidden, notFound } from '../app-error.ts';

export type OwningOrganisation = { id: number; type: number; defaultPhaseId: number };

/**
 * The organisation a new property belongs to: the one named, for roles that may create for another
 * parent (a brand admin: an agency under the brand; an administrator: any), else the viewer's own.
 * 0 or -1 ("not listed") mean the viewer's own. Only an administrator may add one with none.
 */
export async function owningOrganisation(
  db: Db,
  { viewer, requested }: { viewer: Viewer; requested: number | null | undefined },
): Promise<OwningOrganisation | null> {
  const named =
    requested === undefined || requested === null || requested === NOTHING_CHOSEN || requested === NOT_LISTED
      ? null
      : requested;
  if (named !== null && named !== viewer.organisationId && !can(viewer.role, 'CREATE_PROPERTY_WITH_OTHER_PARENT'))
    throw forbidden(MESSAGES.noPermission);
  const id = named ?? viewer.organisationId;
  if (id === null) {
    if (viewer.role === ROLE.administrator) return null;
    throw conflict(MESSAGES.creditsNeedOrganisation);
  }
  const row = await findVisibleOrganisationRow(db, viewer, id);
  if (!row) throw notFound(MESSAGES.organisationNotFound(id));
  return { id: row.id, type: row.type, defaultPhaseId: row.default_phase_id };
}
