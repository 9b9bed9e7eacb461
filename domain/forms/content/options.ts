/**
 * Option lists shared by every form's content (spec 02 §3). Keys are the strings answers store;
 * they are fixed because documents, exports and show-if expressions compare against them, so a
 * label may be reworded but a key must never change meaning.
 */
import type { OptionMap } from '../definition.ts';

/** '0' is never an option: it is the "nothing chosen" value a select starts with (spec 02 §5.1). */
export const YES_NO: OptionMap = { '1': 'Yes', '2': 'No' };

export const YES_NO_NOT_KNOWN: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not known' };

/** Upload follow value 3 means upload now (spec 02 §9). */
export const UPLOAD_FOLLOW: OptionMap = { '3': 'Upload now', '4': 'To follow' };

/** Leasehold document choices (spec 02 §3): 7 asks us to obtain the document for the seller. */
export const LEASEHOLD_DOCUMENT: OptionMap = {
  '3': 'Upload',
  '4': 'To follow',
  '6': 'Already supplied',
  '7': 'Obtain a copy for me',
};

export const LEASEHOLD_OBTAIN_COPY = '7';

/** Seller types offered when completing a form (form_submit, spec 02 §4.3); 0 is "not chosen". */
export const SELLER_TYPE: OptionMap = {
  '1': 'Owner of the property',
  '2': 'Executor or personal representative',
  '3': 'Attorney under a power of attorney',
  '4': 'Trustee',
  '5': 'Company director or officer',
  '6': 'Receiver or mortgagee in possession',
};

/** Parking types (spec 02 §9.1); key 1 is None, which hides the details (spec 02 §4.2). */
export const PARKING_TYPE: OptionMap = {
  '1': 'None',
  '2': 'Garage',
  '3': 'On street',
  '4': 'Communal car park with allocated space',
  '5': 'Communal car park without allocated space',
  '6': 'Residents permit',
  '7': 'Driveway',
  '8': 'Metered parking',
};

export const MONTHS: OptionMap = {
  '1': 'January',
  '2': 'February',
  '3': 'March',
  '4': 'April',
  '5': 'May',
  '6': 'June',
  '7': 'July',
  '8': 'August',
  '9': 'September',
  '10': 'October',
  '11': 'November',
  '12': 'December',
};
