import type { OptionMap, UploadRule } from '../../definition.ts';

/** Option lists of the leasehold information form (TA7); the lists both forms use come from the TA6 folder. */
export {
  confirm,
  documentUpload,
  leasehold_supply,
  upload_follow,
  yes_no,
  yes_no_not_applicable,
} from '../info/options.ts';

/** The lease itself: one PDF (spec 02 §5.2). */
export const leaseUpload: UploadRule = { accept: ['pdf'], multiple: false };

export const ownership_types: OptionMap = {
  '1': 'Freehold',
  '2': 'Managed freehold',
  '3': 'Commonhold',
  '4': 'Leasehold',
  '5': 'Other',
};
export const yes_no_not_known_not_required: OptionMap = {
  '1': 'Yes',
  '2': 'No',
  '3': 'Not known',
  '4': 'Not required',
};
export const insurance_arrangers: OptionMap = {
  '1': 'Rentcharge owner',
  '2': 'Landlord',
  '3': 'Management company',
  '4': 'Managing agent',
  '5': 'The leaseholders',
  '6': 'Not applicable',
};
export const building_managers: OptionMap = {
  '1': 'Freeholder',
  '2': 'Head leaseholder',
  '3': 'A management company named in the lease',
  '4': 'A right to manage company set up by the leaseholders',
  '5': 'Other',
};
export const deed_completed_by: OptionMap = { '1': 'Current leaseholder', '2': 'Previous leaseholder' };

/** "Can you provide a copy?" choices beyond upload_follow, on upload_follow's keys (3 reveals the uploader). */
export const supply_or_lost: OptionMap = { '3': 'Upload now', '4': 'To follow', '9': 'Lost' };
export const supplemental_deeds_supply: OptionMap = {
  '3': 'Upload now',
  '4': 'To follow',
  '5': 'Not applicable',
  '10': "The landlord's solicitor will provide them",
  '11': 'Please supply a draft',
};
