import type { PropertyCapabilities } from '../capabilities.ts';
import { formOpenActions } from '../forms/form-actions.ts';
import { FORM_ROUTES } from '../forms/form-routes.ts';
import type { FormPath } from '../forms/definition.ts';
import { can, type Action } from '../permissions.ts';
import { ROLE_CODES, roleLabel, type RoleCode } from '../roles.ts';

/**
 * Who may open each page under /properties/{id} (spec 01 §2 access guard, spec 01 §6 matrix), in
 * one place: the web app's route table and property gate, the dashboard's buttons and the API's
 * reads all follow it. Where the spec's route table and the matrix disagree, the matrix (what the
 * API serves) wins: a form opens for every role the API lets read it, read-only when it may not
 * answer (docs/decisions/0381-one-rule-for-property-pages.md).
 */
export type PropertyPageRule = {
  /** The viewer needs one of these permissions; absent: every signed-in user who sees the property. */
  anyOf?: readonly Action[];
  /** The page also needs this of the property itself (invitations: the property's organisation). */
  capability?: keyof Pick<PropertyCapabilities, 'inviteSeller' | 'inviteSolicitor' | 'inviteAgent'>;
};

const FORM_PAGES = Object.fromEntries(
  (Object.keys(FORM_ROUTES) as FormPath[]).map((form) => [FORM_ROUTES[form], { anyOf: formOpenActions(form) }]),
) as Record<(typeof FORM_ROUTES)[FormPath], PropertyPageRule>;

export const PROPERTY_PAGES = {
  dashboard: {},
  enquiry: {},
  help: {},
  explainer: {},
  'invite-seller': { anyOf: ['INVITE_SELLER'], capability: 'inviteSeller' },
  'invite-solicitor': { anyOf: ['INVITE_SOLICITOR'], capability: 'inviteSolicitor' },
  'invite-agent': { anyOf: ['INVITE_AGENT'], capability: 'inviteAgent' },
  ...FORM_PAGES,
} as const satisfies Record<string, PropertyPageRule>;

export type PropertyPageName = keyof typeof PROPERTY_PAGES;

export const PROPERTY_PAGE_NAMES = Object.keys(PROPERTY_PAGES) as PropertyPageName[];

/** The permissions a page asks for, of which the viewer needs one (none: open to every viewer of the property). */
export function pageActions(page: PropertyPageName): readonly Action[] {
  const rule: PropertyPageRule = PROPERTY_PAGES[page];
  return rule.anyOf ?? [];
}

/** Whether a viewer with these permissions may open the page, before the property is known. */
export function permitsPage(page: PropertyPageName, permissions: readonly string[]): boolean {
  const actions = pageActions(page);
  return actions.length === 0 || actions.some((action) => permissions.includes(action));
}

/** Whether the page opens on this property, given what the viewer may do with it. */
export function propertyPermitsPage(
  page: PropertyPageName,
  capabilities: Partial<Pick<PropertyCapabilities, 'inviteSeller' | 'inviteSolicitor' | 'inviteAgent'>>,
): boolean {
  const rule: PropertyPageRule = PROPERTY_PAGES[page];
  return !rule.capability || capabilities[rule.capability] === true;
}

/** The same decision for a role, as the server and the tests reason about it. */
export function roleMayOpen(role: RoleCode, page: PropertyPageName): boolean {
  const actions = pageActions(page);
  return actions.length === 0 || actions.some((action) => can(role, action));
}

/** The roles a page opens for, as a user reads them ("Administrator, Agent and Solicitor"). */
export function rolesAllowed(actions: readonly Action[]): string {
  const names = ROLE_CODES.filter((role) => actions.some((action) => can(role, action))).map(roleLabel);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Why a viewer whose role lacks the page's permission cannot open it, in words shown on the page. */
export function roleRefusal(title: string, actions: readonly Action[]): string {
  return `Your account cannot open ${title}. It is open to these accounts: ${rolesAllowed(actions)}.`;
}

/** Why an invitation page does not open on this property (spec 01 §2 header, spec 02 §6). */
export const INVITE_ELSEWHERE_REFUSAL =
  "You can invite people to this property only if it belongs to your organisation: your account may not invite to another organisation's property.";
