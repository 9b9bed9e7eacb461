import type { Action } from '../permissions.ts';
import type { FormPath } from './definition.ts';

/**
 * Who may read and who may answer each questionnaire (spec 01 §6, spec 02 §6). Reading follows the
 * matching view action; answering needs the form's edit action, except that agents may answer the
 * services section of property information (EDIT_PROPERTY_INFO_SERVICES). Agents otherwise have
 * read-only form access.
 */
export const FORM_ACTIONS: Record<FormPath, { read: Action; write: Action }> = {
  leasehold: { read: 'VIEW_TA7', write: 'EDIT_LEASEHOLD_INFO' },
  info: { read: 'VIEW_TA6', write: 'EDIT_PROPERTY_INFO' },
  fittings: { read: 'VIEW_TA10', write: 'EDIT_FIXTURES_AND_FITTINGS' },
  about: { read: 'VIEW_ABOUT_MY_HOME', write: 'EDIT_ABOUT_MY_HOME' },
  preliminary: { read: 'VIEW_ACTION_PLAN', write: 'EDIT_PRELIMINARY_INFO' },
  conveyancingEnquiries: { read: 'VIEW_CONVEYANCING_ENQUIRIES', write: 'EDIT_CONVEYANCING_ENQUIRIES' },
};

/**
 * The permissions that open a form, of which one is enough: its read or its write action, and for
 * property information the agents' services right. The API's reads, the web route guard and the
 * dashboard's View Form all use this list (domain/access/property-pages.ts).
 */
export function formOpenActions(form: FormPath): readonly Action[] {
  const { read, write } = FORM_ACTIONS[form];
  return form === 'info' ? [read, write, 'EDIT_PROPERTY_INFO_SERVICES'] : [read, write];
}
