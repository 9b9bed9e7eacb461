import { can } from './permissions.ts';
import type { RoleCode } from './roles.ts';

export type PropertyCapabilities = {
  inviteSeller: boolean;
  inviteSolicitor: boolean;
  inviteAgent: boolean;
  viewCompletion: boolean;
  viewMeta: boolean;
};

/**
 * What a viewer may do with one property. Invitations also need the property to belong to the
 * viewer's organisation, or the permission to invite to another organisation's property
 * (spec 01 §2 header, spec 02 §6).
 */
export function propertyCapabilities(
  viewer: { role: RoleCode; organisationId: number | null },
  property: { organisationIds: readonly number[] },
): PropertyCapabilities {
  const ownOrganisation = viewer.organisationId !== null && property.organisationIds.includes(viewer.organisationId);
  const mayInviteHere = ownOrganisation || can(viewer.role, 'INVITE_TO_OTHER_ORGANISATION');
  return {
    inviteSeller: can(viewer.role, 'INVITE_SELLER') && mayInviteHere,
    inviteSolicitor: can(viewer.role, 'INVITE_SOLICITOR') && mayInviteHere,
    inviteAgent: can(viewer.role, 'INVITE_AGENT') && mayInviteHere,
    viewCompletion: can(viewer.role, 'VIEW_PROPERTY_COMPLETION'),
    viewMeta: can(viewer.role, 'VIEW_PROPERTY_META'),
  };
}
