import { FITTINGS_ROOT, roomSection } from './build.ts';

/** TA10 section 2, the kitchen: appliances also say whether they are fitted or freestanding. */
export const kitchenSection = roomSection({
  category: 'kitchen',
  name: 'Kitchen',
  notes: 'Kitchen appliances. Fitted units and kitchen lights have their own sections.',
  groupBase: 200,
  pdtf: `${FITTINGS_ROOT}/kitchen`,
  fitted: true,
  items: [
    { id: 'hob', name: 'Hob', key: 'hob', ref: '2.1' },
    { id: 'extractor_hood', name: 'Extractor hood', key: 'extractorHood', ref: '2.2' },
    { id: 'oven_grill', name: 'Oven or grill', key: 'ovenGrill', ref: '2.3' },
    { id: 'cooker', name: 'Cooker', key: 'cooker', ref: '2.4' },
    { id: 'microwave', name: 'Microwave', key: 'microwave', ref: '2.5' },
    { id: 'fridge_freezer', name: 'Fridge or fridge-freezer', key: 'refrigeratorFridgeFreezer', ref: '2.6' },
    { id: 'freezer', name: 'Freezer', key: 'freezer', ref: '2.7' },
    { id: 'dishwasher', name: 'Dishwasher', key: 'dishwasher', ref: '2.8' },
    { id: 'tumble_dryer', name: 'Tumble dryer', key: 'tumbleDryer', ref: '2.9' },
    { id: 'washing_machine', name: 'Washing machine', key: 'washingMachine', ref: '2.10' },
  ],
  other: { key: 'otherItems', ref: '2.11', comments: true },
});
