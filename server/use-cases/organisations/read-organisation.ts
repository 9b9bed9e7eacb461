import type { OrganisationPayload } from '../../../contracts/organisations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { organisationTypeLabel } from '../../../domain/organisation-types.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleOrganisation } from '../../store/organisations.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';

/** An organisation within the viewer's tenancy; shared by the single and the batch read so both apply the same rules. */
export async function readOrganisation(db: Db, viewer: Viewer, id: number): Promise<OrganisationPayload> {
  const organisation = await findVisibleOrganisation(db, viewer, id);
  if (!organisation) throw notFound(MESSAGES.organisationNotFound(id));
  return {
    id: organisation.id,
    name: organisation.name,
    type: organisation.type,
    type_name: organisationTypeLabel(organisation.type),
    parent_name: organisation.parent_name,
    credits: organisation.credits,
    ta6_trial: organisation.ta6_trial ? (1 as const) : (0 as const),
    default_phase:
      organisation.default_phase_label === null
        ? null
        : { id: organisation.default_phase_id, label: organisation.default_phase_label },
    num_agents: organisation.num_agents ?? 0,
    num_agencies: organisation.num_agencies ?? 0,
    num_properties: organisation.num_properties ?? 0,
    uses_portal: organisation.uses_portal,
  };
}
