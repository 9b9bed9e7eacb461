import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleOrganisation, type OrganisationRow } from '../../store/organisations.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';

/** An organisation within the viewer's tenancy (its JSON is `organisationJson`); 404 outside it. */
export async function readOrganisation(
  db: Db,
  { viewer, organisationId: id }: { viewer: Viewer; organisationId: number },
): Promise<OrganisationRow> {
  const organisation = await findVisibleOrganisation(db, viewer, id);
  if (!organisation) throw notFound(MESSAGES.organisationNotFound(id));
  return organisation;
}
