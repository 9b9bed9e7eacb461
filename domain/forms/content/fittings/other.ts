import { FITTINGS_ROOT, roomSection } from './build.ts';

/**
 * TA10 section 11, anything not listed elsewhere. It has no fixed rows, only the slots the
 * seller fills (other_1 to other_4), so it never counts towards the form being complete.
 */
export const otherSection = roomSection({
  category: 'other',
  name: 'Other items',
  notes: 'Anything else you want to list as staying or going, for example a hot tub or a wall-mounted television.',
  groupBase: 1200,
  pdtf: `${FITTINGS_ROOT}/otherItems`,
  items: [],
  other: { key: 'otherItems', ref: '11.1', comments: true },
});
