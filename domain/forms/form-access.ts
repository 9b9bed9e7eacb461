import { can } from '../permissions.ts';
import { FORM_ACTIONS, formOpenActions } from './form-actions.ts';
import type { RoleCode } from '../roles.ts';
import { SERVICES_SECTION_ID } from './content/info/index.ts';
import type { FormPath } from './definition.ts';

export { FORM_ACTIONS } from './form-actions.ts';

/** The section of property information agents may answer. */
export const SERVICES_SECTION = SERVICES_SECTION_ID;

export function canReadForm(role: RoleCode, form: FormPath): boolean {
  return formOpenActions(form).some((action) => can(role, action));
}

/** Which sections the role may answer: 'all', the listed ones, or none. */
export function writableSections(role: RoleCode, form: FormPath): 'all' | readonly string[] {
  if (can(role, FORM_ACTIONS[form].write)) return 'all';
  if (form === 'info' && can(role, 'EDIT_PROPERTY_INFO_SERVICES')) return [SERVICES_SECTION];
  return [];
}

export function canWriteSection(role: RoleCode, form: FormPath, sectionId: string): boolean {
  const sections = writableSections(role, form);
  return sections === 'all' || sections.includes(sectionId);
}
