import { FITTINGS_ROOT, roomSection } from './build.ts';
import { standardRooms } from './rooms.ts';

/** TA10 section 5, second part: curtains and blinds (numbered from 5.12 on the form). */
export const curtainsBlindsSection = roomSection({
  category: 'curtains_blinds',
  name: 'Curtains and blinds',
  groupBase: 600,
  pdtf: `${FITTINGS_ROOT}/curtainsAndCurtainRails/curtainsBlinds`,
  items: standardRooms(5, 12),
  other: { key: 'otherRooms', ref: '5.19', comments: false },
});
