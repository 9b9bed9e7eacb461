import { can } from '../../../domain/permissions.ts';
import { completedPhases, phaseById } from '../../../domain/phases.ts';
import { receivesProgressFields, receivesWhoCanSeeThis } from '../../../domain/access-rules.ts';
import type { PropertyRecord } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';

function phaseJson(id: number) {
  const phase = phaseById(id);
  return phase ? { id: phase.id, label: phase.label, next_phase: phase.nextPhase } : null;
}

/**
 * A property as the API sends it to one viewer (field names as spec 01 §3). Fields a role may not
 * see are left out, not blanked: simple users get no completion, phase, activity, agency or
 * solicitor fields; sellers get no "Who can see this" lists.
 */
export function propertyJson(property: PropertyRecord, viewer: Viewer) {
  const body: Record<string, unknown> = {
    id: property.id,
    name: property.name,
    address: property.address,
    city: property.city,
    postcode: property.postcode,
    title_number: property.titleNumber,
    friendlyId: property.friendlyId,
    created_at: property.createdAt.toISOString(),
    created_at_js: property.createdAt.getTime(),
    deleted_at: property.deletedAt?.toISOString() ?? null,
    is_seller: property.isSeller,
    num_sellers: property.sellerEmails.length,
    owner_id: property.ownerId,
    organisation_ids: property.organisationIds,
    owner_name: property.ownerName,
    searches_requested: property.searchesRequested,
    ta6_part1_active: property.ta6Part1Active,
  };
  if (receivesProgressFields(viewer.role)) {
    if (can(viewer.role, 'VIEW_PROPERTY_COMPLETION')) body.complete = property.complete;
    body.phase = phaseJson(property.phaseId);
    body.completed_phases = completedPhases(property.phaseId).map((p) => ({ id: p.id, label: p.label }));
    body.last_sign_in = property.lastSignIn ? Math.floor(property.lastSignIn.getTime() / 1000) : null;
  }
  if (can(viewer.role, 'VIEW_PROPERTY_META')) body.user_emails = property.sellerEmails;
  if (receivesWhoCanSeeThis(viewer.role, property.isSeller)) {
    body.agencies_names = property.agenciesNames;
    body.solicitors_names = property.solicitorsNames;
  }
  return body;
}
