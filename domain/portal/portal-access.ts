/**
 * Who may link a property to a listing on its agency's portal, or change the link: the portal is the
 * agency's own (its CRM), so an agent of the agency that owns the property, a brand administrator of
 * the brand above it, or an administrator. Others who see the property (a solicitor, an agent it was
 * made available to) read the link but leave it to the agency.
 */
import { can } from '../permissions.ts';
import { ROLE, type RoleCode } from '../roles.ts';

export function mayLinkPortalListing(
  viewer: { role: RoleCode; organisationId: number | null },
  property: { agencyId: number | null; agencyParentId: number | null },
): boolean {
  if (!can(viewer.role, 'LINK_PORTAL_LISTING')) return false;
  if (viewer.role === ROLE.administrator) return true;
  if (viewer.organisationId === null || property.agencyId === null) return false;
  if (property.agencyId === viewer.organisationId) return true;
  return viewer.role === ROLE.brandAdmin && property.agencyParentId === viewer.organisationId;
}
