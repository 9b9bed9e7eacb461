import type { OrganisationPayload } from '../../../contracts/organisations.ts';
import { organisationTypeLabel } from '../../../domain/organisation-types.ts';
import type { OrganisationRow } from '../../store/organisations.ts';

/** An organisation as the API sends it. */
export function organisationJson(organisation: OrganisationRow): OrganisationPayload {
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
