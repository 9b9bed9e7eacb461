import { ROLE, type RoleCode } from './roles.ts';

/**
 * The permission matrix of spec 01 §6 and spec 02 §6 as data: each action lists the roles allowed
 * besides the administrator, who is always allowed everything.
 */
const { simple, solicitor, brandAdmin: brand, agent, homeMover: mover } = ROLE;

export const PERMISSION_MATRIX = {
  VIEW_PROPERTY_SIGNATURES: [agent, solicitor],
  DELETE_SIGNATURES: [agent],
  ADMIN_ONLY: [],
  GLOBAL_ADMIN_OPTIONS: [],
  UPLOAD_FILES_TO_PROPERTY: [],
  VIEW_AGENCIES_CREDITS: [],
  VIEW_ALL_AGENCIES: [],
  VIEW_BRANDS: [],
  CREATE_SIMPLE_AGENT: [],
  VIEW_ALL_MOVERS: [],
  VIEW_STATS: [],
  VIEW_ALL_AGENTS: [],
  VIEW_ALL_SOLICITORS: [],
  PROPERTY_ATTRIBUTES_REPORT: [],
  EDIT_TA6_TRIAL: [],
  VIEW_SOLICITORS: [agent, solicitor],
  CREATE_PROPERTY: [brand, agent, solicitor, simple],
  CREATE_PROPERTY_WITH_OTHER_PARENT: [brand],
  LIST_PROPERTIES: [brand, agent, solicitor],
  VIEW_ADMIN: [brand, agent, solicitor, simple],
  EDIT_FIXTURES_AND_FITTINGS: [brand, mover],
  EDIT_PRELIMINARY_INFO: [brand, mover],
  EDIT_PROPERTY_INFO: [brand, mover],
  EDIT_LEASEHOLD_INFO: [brand, mover],
  EDIT_CONVEYANCING_ENQUIRIES: [brand, mover],
  EDIT_ABOUT_MY_HOME: [brand, mover],
  CREATE_AGENCY: [brand],
  VIEW_BRAND: [brand],
  CREATE_AGENT: [brand],
  VIEW_MOVERS: [brand],
  VIEW_AGENCIES_UNDER_BRAND: [brand],
  VIEW_AGENCIES: [brand, agent, solicitor],
  VIEW_PROPERTY_META: [brand, agent, solicitor],
  VIEW_PROPERTY_COMPLETION: [brand, agent, solicitor, mover],
  VIEW_MATERIAL_INFO: [brand, agent, solicitor, mover],
  VIEW_MOVE_READY_SCORE: [brand, agent, solicitor, mover],
  VIEW_ACTION_PLAN: [brand, agent, solicitor, mover],
  VIEW_SELLERS_CERTIFICATE: [brand, agent, solicitor, mover],
  VIEW_CONVEYANCING_ENQUIRIES: [brand, agent, solicitor, mover],
  VIEW_ABOUT_MY_HOME: [brand, agent, solicitor, mover],
  VIEW_TA6: [brand, agent, solicitor, mover],
  VIEW_TA7: [brand, agent, solicitor, mover],
  VIEW_TA10: [brand, agent, solicitor, mover],
  VIEW_CONVEYANCING_ENQUIRIES_ROUTE: [brand, mover],
  INVITE_SELLER: [brand, agent, solicitor],
  INVITE_SOLICITOR: [agent, brand],
  INVITE_AGENT: [solicitor, brand],
  INVITE_TO_OTHER_ORGANISATION: [brand, agent],
  EDIT_PROPERTY_INFO_SERVICES: [agent],
  VIEW_PROPERTY_INFO: [brand, mover, agent],
  VIEW_DEED_ENTRIES_DETAILS: [simple, brand, agent, solicitor, mover],
  REQUEST_SEARCHES: [agent, solicitor],
  /** Asking the public-record sources again costs calls: those who work on the property's forms may. */
  REFRESH_PUBLIC_RECORDS: [brand, agent, solicitor, mover],
  READ_ONLY_FORM_ACCESS: [agent],
  /** Linking a property to its agency's portal listing, or changing the link (domain/portal/portal-access.ts). */
  LINK_PORTAL_LISTING: [brand, agent],
} as const satisfies Record<string, readonly RoleCode[]>;

export type Action = keyof typeof PERMISSION_MATRIX;

export const ACTIONS = Object.keys(PERMISSION_MATRIX) as Action[];

export function isAction(value: string): value is Action {
  return Object.hasOwn(PERMISSION_MATRIX, value);
}

export function can(role: RoleCode, action: Action): boolean {
  if (role === ROLE.administrator) return true;
  return (PERMISSION_MATRIX[action] as readonly RoleCode[]).includes(role);
}

/** Every action the role may take, in matrix order: what the gateway sends as `viewer.permissions`. */
export function permissionsOf(role: RoleCode): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}
