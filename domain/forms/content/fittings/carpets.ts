import { FITTINGS_ROOT, roomSection } from './build.ts';
import { standardRooms } from './rooms.ts';

/** TA10 section 4, carpets room by room. */
export const carpetsSection = roomSection({
  category: 'carpets',
  name: 'Carpets',
  notes: 'Fitted carpets and other floor coverings, room by room.',
  groupBase: 400,
  pdtf: `${FITTINGS_ROOT}/carpets`,
  items: standardRooms(4, 1),
  other: { key: 'otherRooms', ref: '4.8', comments: false },
});
