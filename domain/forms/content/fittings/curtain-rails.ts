import { FITTINGS_ROOT, roomSection } from './build.ts';
import { standardRooms } from './rooms.ts';

/** TA10 section 5, first part: curtain rails, poles and pelmets. */
export const curtainRailsSection = roomSection({
  category: 'curtain_rails',
  name: 'Curtain rails, poles and pelmets',
  groupBase: 500,
  pdtf: `${FITTINGS_ROOT}/curtainsAndCurtainRails/curtainRailsPolesPelmets`,
  items: standardRooms(5, 1),
  other: { key: 'otherRooms', ref: '5.8', comments: true },
});
