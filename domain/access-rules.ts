import { can, type Action } from './permissions.ts';
import { ROLE, type RoleCode } from './roles.ts';

/**
 * The conditions the specs attach to the matrix beyond "role may take action" (spec 01 §2, §4, §6;
 * spec 02 §6). Invitation links are in capabilities.ts, since they depend on the property.
 */

export type ChecklistItemState = { writePermission: Action; complete: boolean; noEnquiries: boolean };

/** A checklist item can be edited with its write permission, while it is neither complete nor marked no enquiries. */
export function canEditChecklistItem(role: RoleCode, item: ChecklistItemState): boolean {
  return can(role, item.writePermission) && !item.complete && !item.noEnquiries;
}

/** Report and portfolio calls ask for every field for any role other than the simple user. */
export function reportSendsAllFields(role: RoleCode): boolean {
  return role !== ROLE.simple;
}
