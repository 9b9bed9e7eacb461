import type { FittingsItem } from './build.ts';

/**
 * Carpets, curtain rails, curtains and blinds, light fittings and fitted units are asked room by
 * room with the same seven TA10 rows; `first` is the TA10 number of the first row (e.g. 5.12 for
 * curtains and blinds, which follow the rails on the form).
 */
const ROOMS = [
  { id: 'hall_stairs_landing', name: 'Hall, stairs and landing', key: 'hallStairsLanding' },
  { id: 'living_room', name: 'Living room', key: 'livingRoom' },
  { id: 'dining_room', name: 'Dining room', key: 'diningRoom' },
  { id: 'kitchen', name: 'Kitchen', key: 'kitchen' },
  { id: 'bedroom_1', name: 'Bedroom 1', key: 'bedroom1' },
  { id: 'bedroom_2', name: 'Bedroom 2', key: 'bedroom2' },
  { id: 'bedroom_3', name: 'Bedroom 3', key: 'bedroom3' },
] as const;

export function standardRooms(section: number, first: number): FittingsItem[] {
  return ROOMS.map((room, i) => ({ ...room, ref: `${section}.${first + i}` }));
}
