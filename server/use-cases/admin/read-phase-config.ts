import type { PhaseConfigPayload } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { findOrganisationRow } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { phaseConfigJson } from './phase-config-json.ts';

/** Which questions each phase enables, for an organisation the viewer sees; 404 outside the viewer's tenancy. */
export async function readPhaseConfig(
  db: Db,
  { viewer, organisationId: id }: { viewer: Viewer; organisationId: number },
): Promise<PhaseConfigPayload> {
  const organisation = await findOrganisationRow(db, id);
  if (!organisation || !seesOrganisation(viewer, organisation.id)) throw notFound(MESSAGES.organisationNotFound(id));
  return phaseConfigJson();
}
