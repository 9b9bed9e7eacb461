import type { Group, Question, Section } from '../../definition.ts';
import { otherItemCap, otherSlotId, type FittingsCategory } from './caps.ts';
import { fitted_freestanding, included_excluded, included_excluded_none } from './options.ts';

/**
 * Builds a fittings room from its TA10 item list. Every room has the same columns (spec 02 §3:
 * included, fitted for kitchen appliances, price, comments, files), so the rooms are written as
 * item lists and turned into one group per item here, the row of the tabular section.
 */

/** One row of the TA10: our wording, the PDTF property under the room, the TA10 number. */
export type FittingsItem = { id: string; name: string; key: string; ref: string; notes?: string };

export type FittingsRoom = {
  category: FittingsCategory;
  name: string;
  notes?: string;
  /** Groups are numbered from here: items first, then the extra 'other' slots from base + 50. */
  groupBase: number;
  /** The room in the PDTF schema, e.g. `/propertyPack/fixturesAndFittings/kitchen`. */
  pdtf: string;
  /** Kitchen appliances also say whether they are fitted or freestanding (TA10 2.xd). */
  fitted?: boolean;
  items: readonly FittingsItem[];
  /** The TA10 "other items/rooms (please specify)" row: PDTF array, number, comments column. */
  other?: { key: string; ref: string; comments: boolean };
};

const PHOTO_UPLOAD = { accept: ['pdf', 'png', 'jpg'], multiple: true } as const;

const PRICE_NOTE = 'Only if you are taking it but would sell it to the buyer.';

function fittedQuestion(prefix: string, includedId: string, path: string, ref: string): Question {
  return {
    id: `${prefix}_fitted`,
    question: 'Fitted or freestanding?',
    type: 'select',
    required: 1,
    answers: fitted_freestanding,
    // TA10 asks this of appliances that are staying or offered for sale, not of ones there are none of.
    showIf: `answer[${includedId}] = 1 OR answer[${includedId}] = 2`,
    formReference: `${ref}d`,
    pdtfPath: `${path}/fittedOrFreestanding/fittedOrFreestanding`,
  };
}

function priceQuestion(prefix: string, includedId: string, path: string, ref: string): Question {
  return {
    id: `${prefix}_price`,
    question: 'Price if sold to the buyer',
    type: 'currency',
    required: 0,
    showIfQuestion: includedId,
    showIfAnswer: '2',
    notes: PRICE_NOTE,
    formReference: `${ref}b`,
    pdtfPath: `${path}/price`,
  };
}

function filesQuestion(prefix: string): Question {
  return { id: `${prefix}_files`, question: 'Photos or documents', type: 'upload', required: 0, upload: PHOTO_UPLOAD };
}

function itemGroup(room: FittingsRoom, item: FittingsItem, id: number): Group {
  const prefix = `${room.category}_${item.id}`;
  const path = `${room.pdtf}/${item.key}`;
  const includedId = `${prefix}_included`;
  const questions: Question[] = [
    {
      id: includedId,
      question: 'Included, excluded or none?',
      type: 'select',
      required: 1,
      answers: included_excluded_none,
      formReference: `${item.ref}a`,
      pdtfPath: `${path}/isIncludedExcludedOrNone`,
    },
  ];
  if (room.fitted) questions.push(fittedQuestion(prefix, includedId, path, item.ref));
  questions.push(
    priceQuestion(prefix, includedId, path, item.ref),
    {
      id: `${prefix}_comments`,
      question: 'Comments',
      type: 'text',
      required: 0,
      formReference: `${item.ref}c`,
      pdtfPath: `${path}/comments`,
    },
    filesQuestion(prefix),
  );
  return { id, name: item.name, ...(item.notes ? { notes: item.notes } : {}), questions };
}

/** An empty row the seller can name: optional throughout, so an unused slot never blocks completion. */
function otherSlotGroup(room: FittingsRoom, other: NonNullable<FittingsRoom['other']>, n: number, id: number): Group {
  const prefix = otherSlotId(room.category, n);
  const path = `${room.pdtf}/${other.key}/${n - 1}`;
  const includedId = `${prefix}_included`;
  const questions: Question[] = [
    {
      id: `${prefix}_name`,
      question: 'Item',
      type: 'text',
      required: 0,
      formReference: other.ref,
      pdtfPath: `${path}/itemName`,
    },
    {
      id: includedId,
      question: 'Included or excluded?',
      type: 'select',
      required: 0,
      answers: included_excluded,
      formReference: `${other.ref}a`,
      pdtfPath: `${path}/isIncludedOrExcluded`,
    },
  ];
  if (room.fitted) questions.push(fittedQuestion(prefix, includedId, path, other.ref));
  questions.push(priceQuestion(prefix, includedId, path, other.ref));
  questions.push(
    other.comments
      ? {
          id: `${prefix}_comments`,
          question: 'Comments',
          type: 'text',
          required: 0,
          formReference: `${other.ref}c`,
          pdtfPath: `${path}/comments`,
        }
      : // The PDTF has no comments for these rows; the answer stays with the form.
        { id: `${prefix}_comments`, question: 'Comments', type: 'text', required: 0 },
    filesQuestion(prefix),
  );
  return { id, name: `Other item ${n}`, questions };
}

export function roomSection(room: FittingsRoom): Section {
  const groups = room.items.map((item, i) => itemGroup(room, item, room.groupBase + i + 1));
  const other = room.other;
  if (other) {
    for (let n = 1; n <= otherItemCap(room.category); n += 1) {
      groups.push(otherSlotGroup(room, other, n, room.groupBase + 50 + n));
    }
  }
  return { id: room.category, name: room.name, ...(room.notes ? { notes: room.notes } : {}), tabular: true, groups };
}

/** Where the TA10 lives in the PDTF transaction. */
export const FITTINGS_ROOT = '/propertyPack/fixturesAndFittings';
