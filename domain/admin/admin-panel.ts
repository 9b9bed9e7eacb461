import type { Action } from '../permissions.ts';

/** A button of the Admin Panel and the route it opens (spec 02 §6). */
export type AdminButton = { label: string; route: string; needs: Action };

/**
 * Every button of the Admin Panel, in the spec's order, with the permission that its route's guard
 * asks for (spec 01 §2): a button is shown only when its screen would open.
 */
export const ADMIN_BUTTONS: readonly AdminButton[] = [
  { label: 'Agencies', route: '/admin/agencies', needs: 'CREATE_AGENCY' },
  { label: 'Individual Agents', route: '/admin/agents', needs: 'CREATE_AGENT' },
  { label: "Solicitors' firms", route: '/admin/solicitors-firms', needs: 'VIEW_ADMIN' },
  { label: 'Individual Solicitors', route: '/admin/solicitors', needs: 'VIEW_ADMIN' },
  { label: 'Individual Movers', route: '/admin/movers', needs: 'VIEW_MOVERS' },
  { label: 'Browse Properties', route: '/admin/properties', needs: 'CREATE_PROPERTY' },
  { label: 'Add Property', route: '/properties/new', needs: 'CREATE_PROPERTY' },
  { label: 'Brands', route: '/admin/brands', needs: 'VIEW_BRANDS' },
  { label: 'Portfolio Insights', route: '/admin/portfolio-insights', needs: 'ADMIN_ONLY' },
  // The properties report covers the reader's own tenancy and its route asks for nothing more than the panel.
  { label: 'Property Attributes Insights', route: '/admin/reports/properties', needs: 'VIEW_ADMIN' },
  { label: 'Property Attributes (Beta)', route: '/admin/reports/attributes', needs: 'PROPERTY_ATTRIBUTES_REPORT' },
  { label: 'User Search', route: '/admin/user-search', needs: 'ADMIN_ONLY' },
  // Not in the spec's list: integrators' API clients (issue 10).
  { label: 'API clients', route: '/admin/api-clients', needs: 'ADMIN_ONLY' },
  // Not in the spec's panel: the GraphQL explorer for ad-hoc queries and reports (issue 10).
  { label: 'GraphQL Explorer', route: '/admin/graphql', needs: 'ADMIN_ONLY' },
  // Not in the spec's panel: background jobs that failed every attempt (issue 24).
  { label: 'Failed jobs', route: '/admin/failed-jobs', needs: 'GLOBAL_ADMIN_OPTIONS' },
];

/** The buttons for a viewer with these permissions (the gateway's `viewer.permissions`). */
export function adminButtonsFor(permissions: readonly string[]): AdminButton[] {
  return ADMIN_BUTTONS.filter((button) => permissions.includes(button.needs));
}
