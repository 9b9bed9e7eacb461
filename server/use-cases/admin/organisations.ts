import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import { findOrganisationRow } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, notFound } from '../app-error.ts';

/**
 * The brand a new agency or firm goes under. A brand admin's always go under their own brand; an
 * administrator must choose one, and it must be a brand.
 */
export async function brandFor(
  db: Db,
  {
    viewer,
    requested,
    missing,
  }: {
    viewer: Viewer;
    requested: number | null | undefined;
    /** What the refusal says when an administrator chose none. */
    missing: string;
  },
): Promise<{ id: number; defaultPhaseId: number }> {
  const id = viewer.role === ROLE.administrator ? requested : (requested ?? viewer.organisationId);
  if (id === null || id === undefined) throw badRequest(missing);
  const brand = await findOrganisationRow(db, id);
  if (!brand || !seesOrganisation(viewer, brand.id)) throw notFound(MESSAGES.organisationNotFound(id));
  if (brand.type !== ORGANISATION_TYPE.brand) throw badRequest(MESSAGES.notABrand(id));
  return { id: brand.id, defaultPhaseId: brand.default_phase_id };
}
