import type { OrganisationPayload } from '../../../contracts/organisations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleOrganisation } from '../../store/organisations.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { organisationJson } from './organisation-json.ts';

/** An organisation within the viewer's tenancy; 404 outside it. */
export async function readOrganisation(
  db: Db,
  { viewer, organisationId: id }: { viewer: Viewer; organisationId: number },
): Promise<OrganisationPayload> {
  const organisation = await findVisibleOrganisation(db, viewer, id);
  if (!organisation) throw notFound(MESSAGES.organisationNotFound(id));
  return organisationJson(organisation);
}
