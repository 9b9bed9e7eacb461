import { propertyCapabilities } from '../../../domain/capabilities.ts';
import { isRoleCode } from '../../../domain/roles.ts';
import type { PropertyCapabilitiesResolvers } from '../generated/resolvers-types.ts';
import type { PropertyWithViewer } from '../rest/payloads.ts';

function capabilities({ property, viewer }: PropertyWithViewer) {
  if (!isRoleCode(viewer.role)) {
    return { inviteSeller: false, inviteSolicitor: false, inviteAgent: false, viewCompletion: false, viewMeta: false };
  }
  return propertyCapabilities(
    { role: viewer.role, organisationId: viewer.organisation?.id ?? null },
    { organisationIds: property.organisation_ids ?? [] },
  );
}

export const PropertyCapabilities: PropertyCapabilitiesResolvers = {
  inviteSeller: (parent) => capabilities(parent).inviteSeller,
  inviteSolicitor: (parent) => capabilities(parent).inviteSolicitor,
  inviteAgent: (parent) => capabilities(parent).inviteAgent,
  viewCompletion: (parent) => capabilities(parent).viewCompletion,
  viewMeta: (parent) => capabilities(parent).viewMeta,
};
