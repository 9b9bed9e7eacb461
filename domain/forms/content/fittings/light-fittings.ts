import { FITTINGS_ROOT, roomSection } from './build.ts';
import { standardRooms } from './rooms.ts';

/** TA10 section 6, light fittings room by room. */
export const lightFittingsSection = roomSection({
  category: 'light_fittings',
  name: 'Light fittings',
  notes:
    'If you take a light fitting away, the TA10 expects you to leave the ceiling rose, a flex, a bulb holder and a bulb, and to make the wiring safe.',
  groupBase: 700,
  pdtf: `${FITTINGS_ROOT}/lightFittings`,
  items: standardRooms(6, 1),
  other: { key: 'otherRooms', ref: '6.8', comments: true },
});
