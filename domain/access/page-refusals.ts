import { can, type Action } from '../permissions.ts';
import { ROLE_CODES, roleLabel, type RoleCode } from '../roles.ts';
import { pageActions, type PropertyPageName } from './property-pages.ts';

/**
 * The page rules of property-pages.ts by role, and the words of a refusal. Apart from the rules the
 * web app's first download carries, since few visits are refused (the matrix stays out of it).
 */

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
