import type { OrganisationListItem, PersonListItem } from '../../../contracts/admin.ts';
import { organisationTypeLabel } from '../../../domain/organisation-types.ts';
import type { OrganisationListRow } from '../../store/admin-organisations.ts';
import type { PersonRow } from '../../store/admin-people.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function organisationListJson(row: OrganisationListRow): OrganisationListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    type_name: organisationTypeLabel(row.type),
    parent_id: row.parent_id,
    parent_name: row.parent_name,
    credits: row.credits,
    ta6_trial: row.ta6_trial ? 1 : 0,
    default_phase:
      row.default_phase_label === null ? null : { id: row.default_phase_id, label: row.default_phase_label },
    num_agents: row.num_agents ?? 0,
    num_agencies: row.num_agencies ?? 0,
    num_properties: row.num_properties ?? 0,
    uses_portal: row.uses_portal,
  };
}

export function personJson(row: PersonRow): PersonListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    organisation: row.organisation,
    organisation_name: row.organisation_name,
    date_registered: iso(row.date_registered),
    last_activity: iso(row.last_activity),
    num_properties: Number(row.num_properties ?? 0),
    accepted_tcs: row.accepted_tcs,
  };
}
