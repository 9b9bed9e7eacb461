import { FITTINGS_ROOT, roomSection } from './build.ts';
import { standardRooms } from './rooms.ts';

/** TA10 section 7, fitted units (cupboards, shelves, wardrobes) room by room. */
export const fittedUnitsSection = roomSection({
  category: 'fitted_units',
  name: 'Fitted units',
  notes: 'Fitted cupboards, shelves and wardrobes, room by room.',
  groupBase: 800,
  pdtf: `${FITTINGS_ROOT}/fittedUnits`,
  items: standardRooms(7, 1),
  other: { key: 'otherRooms', ref: '7.8', comments: true },
});
