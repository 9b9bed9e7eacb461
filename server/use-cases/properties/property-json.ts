import type { PhasePayload } from '../../../contracts/phases.ts';
import type { PropertyPayload } from '../../../contracts/properties.ts';
import { propertyCapabilities } from '../../../domain/capabilities.ts';
import { visiblePropertyFields } from '../../../domain/field-visibility.ts';
import { completedPhases, phaseById } from '../../../domain/phases.ts';
import type { ListedProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';

function phaseJson(id: number): PhasePayload | undefined {
  const phase = phaseById(id);
  return phase ? { id: phase.id, label: phase.label, next_phase: phase.nextPhase } : undefined;
}

/**
 * A property as the API sends it to one viewer (field names as spec 01 §3). Fields the viewer may
 * not see (domain/field-visibility.ts) are left out, not blanked.
 */
export function propertyJson(property: ListedProperty, viewer: Viewer): PropertyPayload {
  const capabilities = propertyCapabilities(viewer, property);
  const body: PropertyPayload = {
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
    num_sellers: property.sellerEmails.length + property.pendingSellers,
    owner_id: property.ownerId,
    owner_name: property.ownerName,
    searches_requested: property.searchesRequested,
    ta6_part1_active: property.ta6Part1Active,
    viewer_can: {
      invite_seller: capabilities.inviteSeller,
      invite_solicitor: capabilities.inviteSolicitor,
      invite_agent: capabilities.inviteAgent,
      view_completion: capabilities.viewCompletion,
      view_meta: capabilities.viewMeta,
    },
  };
  const visible = visiblePropertyFields(viewer, property);
  if (visible.has('complete')) body.complete = property.complete;
  if (visible.has('phase')) body.phase = phaseJson(property.phaseId);
  if (visible.has('completed_phases'))
    body.completed_phases = completedPhases(property.phaseId).map((p) => ({ id: p.id, label: p.label }));
  if (visible.has('last_sign_in'))
    body.last_sign_in = property.lastSignIn ? Math.floor(property.lastSignIn.getTime() / 1000) : null;
  if (visible.has('user_emails')) body.user_emails = property.sellerEmails;
  if (visible.has('agencies_names')) body.agencies_names = property.agenciesNames;
  if (visible.has('solicitors_names')) body.solicitors_names = property.solicitorsNames;
  return body;
}
