import { FITTINGS_ROOT, roomSection } from './build.ts';

/** TA10 section 10, fuel left in stock. No extra items (cap 0). */
export const fuelSection = roomSection({
  category: 'fuel',
  name: 'Stock of fuel',
  notes: 'Fuel left in stock when you move, for example oil in the tank or a store of logs.',
  groupBase: 1100,
  pdtf: `${FITTINGS_ROOT}/stockOfFuel`,
  items: [
    { id: 'oil', name: 'Oil', key: 'oil', ref: '10.1' },
    { id: 'wood', name: 'Wood', key: 'wood', ref: '10.2' },
    { id: 'lpg', name: 'Liquefied petroleum gas (LPG)', key: 'lpg', ref: '10.3' },
  ],
});
